// Issue 29 item 3: the split's parts are whole cents and always add up to the total; the host
// takes the remainder. Property-checked over random parties (seeded, reproducible).
import { describe, expect, it } from "vitest";
import { splitBill, SPLIT_MESSAGES, type SplitInput } from "./party-split";

/** mulberry32: a small seeded generator, so a failure replays. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const base: SplitInput = {
  alcoholCents: 100_00,
  otherCents: 200_00,
  drinkers: 3,
  nonDrinkers: 1,
  children: 2,
  host: "bebe",
  hostOut: false,
  childrenPay: false,
};

describe("racha", () => {
  it("a cerveja só para quem bebe; o resto para todos os adultos; crianças de graça", () => {
    const outcome = splitBill(base);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // Alcohol R$ 100 ÷ 3 drinkers = 33,33; the rest R$ 200 ÷ 4 adults = 50,00.
    expect(outcome.value.parts).toEqual([
      { kind: "bebe", count: 2, cents: 83_33 },
      { kind: "nao-bebe", count: 1, cents: 50_00 },
    ]);
    // Host (drinks): 83,33 + the cent left = 83,34.
    expect(outcome.value.hostCents).toBe(83_34);
    expect(outcome.value.remainderCents).toBe(1);
  });

  it("crianças incluídas pagam a parte do que não é álcool; quem organiza fora paga só os centavos", () => {
    const outcome = splitBill({ ...base, childrenPay: true, hostOut: true });
    if (!outcome.ok) throw new Error(outcome.error);
    // Alcohol ÷ 2 guests who drink = 50,00; the rest ÷ (2 + 1 + 2) = 40,00.
    expect(outcome.value.parts).toEqual([
      { kind: "bebe", count: 2, cents: 90_00 },
      { kind: "nao-bebe", count: 1, cents: 40_00 },
      { kind: "crianca", count: 2, cents: 40_00 },
    ]);
    expect(outcome.value.hostCents).toBe(0);
  });

  it("mensagens quando a divisão não fecha", () => {
    expect(splitBill({ ...base, host: "nao-bebe", nonDrinkers: 0 })).toMatchObject({
      ok: false,
      field: "anfitriao",
      error: SPLIT_MESSAGES.hostNotANonDrinker,
    });
    expect(splitBill({ ...base, drinkers: 1, hostOut: true })).toMatchObject({
      ok: false,
      error: SPLIT_MESSAGES.noOneForAlcohol,
    });
    expect(splitBill({ ...base, drinkers: 1, nonDrinkers: 0, hostOut: true, alcoholCents: 0 })).toMatchObject({
      ok: false,
      error: SPLIT_MESSAGES.noOneToPay,
    });
  });

  it("propriedade: as partes, em centavos inteiros, sempre somam o total; o resto do anfitrião é menor que uma parte por grupo", () => {
    const next = rng(29);
    const int = (max: number) => Math.floor(next() * (max + 1));
    let checked = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const input: SplitInput = {
        alcoholCents: int(i % 7 === 0 ? 0 : 5_000_00),
        otherCents: int(5_000_00),
        drinkers: 1 + int(i % 3 === 0 ? 3 : 1000),
        nonDrinkers: int(i % 2 === 0 ? 2 : 1000),
        children: int(200),
        host: next() < 0.5 ? "bebe" : "nao-bebe",
        hostOut: next() < 0.3,
        childrenPay: next() < 0.5,
      };
      const outcome = splitBill(input);
      if (!outcome.ok) continue;
      checked += 1;
      const { parts, hostCents, remainderCents, totalCents } = outcome.value;
      const sum = parts.reduce((s, p) => s + p.count * p.cents, 0) + hostCents;
      const label = JSON.stringify({ input, outcome });
      if (sum !== input.alcoholCents + input.otherCents || totalCents !== sum) throw new Error(`sum: ${label}`);
      for (const p of parts) if (!Number.isInteger(p.cents) || p.cents < 0) throw new Error(`part: ${label}`);
      if (!Number.isInteger(hostCents) || remainderCents < 0) throw new Error(`host: ${label}`);
      // Each of the two floors leaves less than one cent per payer.
      const payers = input.drinkers + input.nonDrinkers + (input.childrenPay ? input.children : 0);
      if (remainderCents >= 2 * payers) throw new Error(`remainder: ${label}`);
      // Everyone of a kind pays the same, and a drinker never pays less than a non-drinker.
      const drinker = parts.find((p) => p.kind === "bebe");
      const other = parts.find((p) => p.kind === "nao-bebe");
      if (drinker && other && drinker.cents < other.cents) throw new Error(`order: ${label}`);
    }
    expect(checked).toBeGreaterThan(15_000);
  });
});
