/**
 * The drinks budget's result (/orcamento): what a valid form buys, and its one-sentence summary. Pure logic, as
 * budget.ts, which keeps what the form needs on every render (fields, validation, sliders, URL state); this module is
 * needed only once there is a result, so the page downloads it with the result's card (issue 12.2: a first visit to a
 * plain /orcamento shows no result until "Calcular Orçamento").
 *
 * Formulas (docs/decisions/0019-budget-rules.md, kept "as the spec" by docs/decisions/0001-calculator-formulas.md):
 *   allocation = total budget × percentage / 100
 *   quantity   = ⌊allocation / unit price⌋
 *   leftover   = allocation − quantity × unit price           (our addition)
 *   cost per guest = total budget / guests                     (when guests are given)
 */
import {
  BUDGET_UNITS,
  DRINK_TYPES,
  DRINKS,
  MIN_GUESTS,
  UNIT_PRICES,
  type BudgetInput,
  type BudgetUnit,
  type DrinkType,
  type QualityLevel,
  formFromSearchParams,
  quantityPhrase,
  validateBudgetForm,
} from "~/calculators/budget";
import { PARTY_DEFAULTS, partyFormToQuery, type ContainerMl } from "~/calculators/party";
import { formatCurrency, formatNumber } from "~/lib/format";
import { toQueryNumber } from "~/lib/numbers";

export interface BudgetLine {
  type: DrinkType;
  label: string;
  percentage: number;
  /** R$ given to this drink. */
  allocation: number;
  /** Whole units (bottles or cans) the allocation buys. */
  quantity: number;
  unitPrice: number;
  /** What one unit price buys (D20): "garrafa 600 ml". */
  unit: BudgetUnit;
  /** quantity × the unit's volume, in litres (D20: shown for beer). */
  litres: number;
  /** quantity × unit price. */
  spent: number;
  /** allocation − spent: money that buys less than one more unit. */
  leftover: number;
  /** quantity / guests, when guests are given. */
  perGuest?: number;
}

export interface BudgetResult {
  totalBudget: number;
  guestCount?: number;
  qualityLevel: QualityLevel;
  lines: BudgetLine[];
  /** Σ spent. */
  spent: number;
  /** Σ leftover = total budget − spent (when the percentages sum to 100). */
  leftover: number;
  /** total budget / guests, when guests are given. */
  costPerGuest?: number;
}

/** Rounds money to cents, so 0.1 + 0.2 style noise never reaches a comparison. */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * docs/decisions/0019-budget-rules.md: quantity = floor(allocation / unit price). The allocation is taken at cent
 * precision first so that floating-point noise (e.g. 69.99999999 for R$ 70) never costs
 * a whole unit.
 */
export function unitsFor(allocation: number, unitPrice: number): number {
  if (!(unitPrice > 0) || !(allocation > 0)) return 0;
  const allocationCents = Math.round(allocation * 100);
  const priceCents = Math.round(unitPrice * 100);
  return Math.floor(allocationCents / priceCents);
}

export function calculateBudget(input: BudgetInput): BudgetResult {
  const { totalBudget, guestCount, qualityLevel, percentages } = input;
  const hasGuests = guestCount !== undefined && guestCount >= MIN_GUESTS;
  const lines = DRINK_TYPES.map((type): BudgetLine => {
    const percentage = percentages[type];
    const allocation = cents((totalBudget * percentage) / 100);
    const unitPrice = UNIT_PRICES[type][qualityLevel];
    const unit = BUDGET_UNITS[type][qualityLevel];
    const quantity = unitsFor(allocation, unitPrice);
    const spent = cents(quantity * unitPrice);
    const line: BudgetLine = {
      type,
      label: DRINKS[type].label,
      percentage,
      allocation,
      quantity,
      unitPrice,
      unit,
      // Millilitres are whole: 78 × 0,6 L is 46,8 L, not 46,800000000000004.
      litres: Math.round(quantity * unit.litres * 1000) / 1000,
      spent,
      leftover: cents(allocation - spent),
    };
    if (hasGuests) line.perGuest = quantity / guestCount;
    return line;
  });
  const spent = cents(lines.reduce((acc, l) => acc + l.spent, 0));
  const result: BudgetResult = {
    totalBudget,
    qualityLevel,
    lines,
    spent,
    leftover: cents(lines.reduce((acc, l) => acc + l.leftover, 0)),
  };
  if (hasGuests) {
    result.guestCount = guestCount;
    result.costPerGuest = totalBudget / guestCount;
  }
  return result;
}

/** What the budget buys, one phrase per drink it buys any of: "78 garrafas de 600 ml de cerveja (46,8 L)". */
export function budgetItems(result: BudgetResult): string[] {
  return result.lines
    .filter((l) => l.quantity > 0)
    .map((l) => {
      const phrase = quantityPhrase(l.type, result.qualityLevel, l.quantity);
      return l.type === "beer" ? `${phrase} (${formatNumber(l.litres)} L)` : phrase;
    });
}

/** What the budget buys, in a list: "78 garrafas de 600 ml de cerveja (46,8 L), 1 garrafa de 750 ml de vinho e …". */
export function budgetList(result: BudgetResult): string {
  const items = budgetItems(result);
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} e ${items.at(-1)}` : (items[0] ?? "nenhuma bebida");
}

/** A one-sentence summary, for sharing and for screen readers. */
export function summarizeBudget(result: BudgetResult): string {
  const guests =
    result.guestCount !== undefined && result.costPerGuest !== undefined
      ? ` para ${formatNumber(result.guestCount)} ${result.guestCount === 1 ? "convidado" : "convidados"} (${formatCurrency(result.costPerGuest)} por pessoa)`
      : "";
  return `Orçamento de ${formatCurrency(result.totalBudget)}${guests}: ${budgetList(result)}.`;
}

/**
 * The /festa containers a quality's beer matches (D8's: 350 ml cans, 600 ml bottles); the premium 500 ml
 * special beer is none of them.
 */
const FESTA_CONTAINER: Partial<Record<QualityLevel, ContainerMl>> = { economic: 350, medium: 600 };

/**
 * "Montar a lista de compras": /festa with what it can take of the budget (issue 29 item 7), in /festa's own
 * parameters (party.ts): the guests as adults who drink (the budget does not say who does not), and the
 * beer's container and reference price when /festa sells that container. The rest keeps /festa's defaults.
 */
export function festaHrefFromBudget(input: BudgetInput): string {
  const container = FESTA_CONTAINER[input.qualityLevel];
  const form = { ...PARTY_DEFAULTS };
  if (input.guestCount !== undefined) {
    form.bebem = String(input.guestCount);
    form.nao_bebem = "0";
    form.criancas = "0";
  }
  if (container !== undefined) {
    form.embalagem = container;
    form.preco = toQueryNumber(UNIT_PRICES.beer[input.qualityLevel]);
  }
  return `/festa?${partyFormToQuery(form)}`;
}

/** The result a URL reproduces (docs/decisions/0003-url-state.md), or undefined for a plain visit or invalid inputs. */
export function resultFromSearchParams(params: URLSearchParams): BudgetResult | undefined {
  const { values, fromUrl } = formFromSearchParams(params);
  if (!fromUrl) return undefined;
  const validation = validateBudgetForm(values);
  return validation.ok ? calculateBudget(validation.value) : undefined;
}
