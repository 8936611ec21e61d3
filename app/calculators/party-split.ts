/**
 * /festa's split, "Racha" (issue 29 item 3, docs/decisions D19): the alcoholic drinks are paid
 * by the adults who drink, everything else by every adult; children pay nothing unless the
 * host includes them (then they pay an adult's share of everything else); the host may stay
 * out. Parts are whole cents, each rounded down, and the host takes what is left, so the parts
 * add up to the total exactly (party-split.test.ts checks it for any input). Pure; loaded with
 * the split, not on the page's first visit.
 */
import type { Host } from "~/calculators/party-plan";

export interface SplitInput {
  alcoholCents: number;
  otherCents: number;
  drinkers: number;
  nonDrinkers: number;
  children: number;
  /** The group the host is counted in. */
  host: Host;
  /** The host pays no part, only the cents the division leaves. */
  hostOut: boolean;
  childrenPay: boolean;
}

export type SplitKind = "bebe" | "nao-bebe" | "crianca";

export interface SplitPart {
  kind: SplitKind;
  /** Guests of this kind who pay (the host not counted). */
  count: number;
  cents: number;
}

export interface SplitResult {
  parts: SplitPart[];
  /** What the host pays: their kind's part plus the remainder (or only the remainder when out). */
  hostCents: number;
  /** Cents the division left, included in hostCents. */
  remainderCents: number;
  totalCents: number;
}

export const SPLIT_MESSAGES = {
  hostNotANonDrinker:
    "Não há adultos que não bebem na festa: marque que você bebe, ou conte você em “Adultos que não bebem”.",
  noOneForAlcohol:
    "Com quem organiza fora da conta, não sobra ninguém para pagar a cerveja: a única pessoa que bebe é você.",
  noOneToPay: "Com quem organiza fora da conta, não sobra ninguém para dividir: inclua as crianças ou entre na conta.",
} as const;

export type SplitOutcome =
  { ok: true; value: SplitResult } | { ok: false; field: "anfitriao" | "anfitriao_fora"; error: string };

export function splitBill(input: SplitInput): SplitOutcome {
  const { alcoholCents, otherCents, host, hostOut } = input;
  if (host === "nao-bebe" && input.nonDrinkers < 1) {
    return { ok: false, field: "anfitriao", error: SPLIT_MESSAGES.hostNotANonDrinker };
  }
  const hostDrinks = host === "bebe";
  const guests: Record<SplitKind, number> = {
    bebe: input.drinkers - (hostDrinks ? 1 : 0),
    "nao-bebe": input.nonDrinkers - (hostDrinks ? 0 : 1),
    crianca: input.childrenPay ? input.children : 0,
  };
  const hostPays = hostOut ? 0 : 1;
  const alcoholPayers = guests.bebe + (hostDrinks ? hostPays : 0);
  const otherPayers = guests.bebe + guests["nao-bebe"] + guests.crianca + hostPays;
  if (otherPayers === 0) return { ok: false, field: "anfitriao_fora", error: SPLIT_MESSAGES.noOneToPay };
  if (alcoholPayers === 0 && alcoholCents > 0) {
    return { ok: false, field: "anfitriao_fora", error: SPLIT_MESSAGES.noOneForAlcohol };
  }
  const alcoholShare = alcoholPayers > 0 ? Math.floor(alcoholCents / alcoholPayers) : 0;
  const otherShare = Math.floor(otherCents / otherPayers);
  const each: Record<SplitKind, number> = {
    bebe: alcoholShare + otherShare,
    "nao-bebe": otherShare,
    crianca: otherShare,
  };
  const parts = (["bebe", "nao-bebe", "crianca"] as const)
    .filter((kind) => guests[kind] > 0)
    .map((kind) => ({ kind, count: guests[kind], cents: each[kind] }));
  const totalCents = alcoholCents + otherCents;
  const guestsCents = parts.reduce((sum, p) => sum + p.count * p.cents, 0);
  const hostCents = totalCents - guestsCents;
  const hostBase = hostOut ? 0 : each[hostDrinks ? "bebe" : "nao-bebe"];
  return { ok: true, value: { parts, hostCents, remainderCents: hostCents - hostBase, totalCents } };
}
