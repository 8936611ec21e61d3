// Expected values are worked out by hand from docs/decisions/0016-comparator-rules.md: price per litre = price ÷ (ml ÷ 1000)
// (1 L = 1000 ml, SI). The arithmetic sits next to each expectation.
import { describe, expect, it } from "vitest";
import {
  CUSTOM_VOLUME,
  HISTORY_LIMIT,
  MESSAGES,
  VOLUME_PRESETS,
  addEntry,
  canRemoveEntry,
  compareBeers,
  entriesFromParams,
  entriesToQuery,
  entryErrors,
  entriesFromForm,
  entryPrice,
  itemPerLiter,
  itemPerUnit,
  roundMoney,
  sameEntries,
  entryVolumeMl,
  initialEntries,
  looksLikeUnitPrice,
  isValidBeer,
  nextEntryId,
  pricePerLiter,
  removeEntry,
  toCents,
  withVolume,
  type BeerEntry,
  type ResultItem,
} from "./comparator";
import {
  addToHistory,
  entriesFromResults,
  historyHasCasco,
  historyName,
  isSavable,
  parseHistory,
  type HistoryRecord,
} from "./comparator-history";
import { differenceFromBest, packText, resultSummary, shareText } from "./comparator-texts";

const NBSP = "\u00a0";

function beer(id: string, volume: string, price: string, extra: Partial<BeerEntry> = {}): BeerEntry {
  return { id, volume, price, name: "", ...extra };
}
function custom(id: string, ml: string, price: string): BeerEntry {
  return { id, volume: CUSTOM_VOLUME, customVolume: ml, price, name: "" };
}

function results(outcome: ReturnType<typeof compareBeers>) {
  if (!outcome.ok) throw new Error(`expected results, got ${outcome.error.title}`);
  return outcome.comparison.results;
}

describe("entries (§3, §4)", () => {
  it("starts with three empty entries with ids 1, 2, 3", () => {
    expect(initialEntries()).toEqual([
      { id: "1", volume: "", price: "", name: "" },
      { id: "2", volume: "", price: "", name: "" },
      { id: "3", volume: "", price: "", name: "" },
    ]);
  });

  it("gives a new entry the highest id plus one, even after removals", () => {
    expect(nextEntryId(initialEntries())).toBe("4");
    const withoutMiddle = removeEntry(initialEntries(), "2"); // ids 1, 3
    expect(nextEntryId(withoutMiddle)).toBe("4");
    const withoutLast = removeEntry(initialEntries(), "3"); // ids 1, 2
    expect(addEntry(withoutLast).map((e) => e.id)).toEqual(["1", "2", "3"]);
    expect(nextEntryId([beer("9", "", ""), beer("10", "", "")])).toBe("11"); // numeric, not "9" > "10"
    expect(nextEntryId([])).toBe("1");
  });

  it("appends a blank entry", () => {
    const four = addEntry(initialEntries());
    expect(four).toHaveLength(4);
    expect(four[3]).toEqual({ id: "4", volume: "", price: "", name: "" });
  });

  it("allows removing only while there is more than one entry", () => {
    const one = [beer("1", "350", "3,49")];
    expect(canRemoveEntry(initialEntries())).toBe(true);
    expect(canRemoveEntry(one)).toBe(false);
    expect(removeEntry(one, "1")).toEqual(one);
    expect(removeEntry(initialEntries(), "1").map((e) => e.id)).toEqual(["2", "3"]);
  });

  it("choosing “Outro” clears the custom volume; a preset drops it", () => {
    const e = custom("1", "710", "7,50");
    expect(withVolume(e, CUSTOM_VOLUME)).toEqual({ ...e, customVolume: "" });
    expect(withVolume(e, "473")).toEqual({ id: "1", volume: "473", price: "7,50", name: "" });
  });

  it("lists the presets of §9", () => {
    expect(VOLUME_PRESETS).toEqual([269, 300, 330, 350, 473, 600, 1000]);
  });
});

describe("parsing and validity (§5 with D2)", () => {
  it("accepts the price with a comma or a dot", () => {
    expect(entryPrice(beer("1", "473", "4,99"))).toBe(4.99);
    expect(entryPrice(beer("1", "473", "4.99"))).toBe(4.99);
    // issue 16: prices as the label says them, thousands grouped by a dot
    expect(entryPrice(beer("1", "473", "R$ 39,90"))).toBe(39.9);
    expect(entryPrice(beer("1", "473", "1.299,90"))).toBe(1299.9);
  });

  it("reads a preset or a custom volume", () => {
    expect(entryVolumeMl(beer("1", "350", ""))).toBe(350);
    expect(entryVolumeMl(custom("1", "710", ""))).toBe(710);
    expect(entryVolumeMl(custom("1", "500,5", ""))).toBe(500.5);
    expect(entryVolumeMl(custom("1", "4.200", ""))).toBe(4200); // issue 16: Marina's fardo, not 4,2 ml
    expect(entryVolumeMl(custom("1", "4,2", ""))).toBe(4.2);
    expect(entryVolumeMl(beer("1", "", ""))).toBeUndefined();
    expect(entryVolumeMl(beer("1", "351", ""))).toBeUndefined(); // not a preset and not "custom"
  });

  it("reads a custom volume typed with its unit, as on the can (issue 27)", () => {
    expect(entryVolumeMl(custom("1", "473 ml", ""))).toBe(473);
    expect(entryVolumeMl(custom("1", "473ml", ""))).toBe(473);
    expect(entryVolumeMl(custom("1", "473 mL.", ""))).toBe(473);
    expect(entryVolumeMl(custom("1", "1 L", ""))).toBe(1000);
    expect(entryVolumeMl(custom("1", "1,5 litro", ""))).toBe(1500);
    expect(entryVolumeMl(custom("1", "2 litros", ""))).toBe(2000);
    expect(entryVolumeMl(custom("1", "1.000 ml", ""))).toBe(1000);
    expect(entryVolumeMl(custom("1", "ml", ""))).toBeUndefined();
    expect(entryVolumeMl(custom("1", "473 kg", ""))).toBeUndefined();
  });

  it("is valid only with volume > 0 and price > 0, both numbers", () => {
    expect(isValidBeer(beer("1", "350", "3,49"))).toBe(true);
    expect(isValidBeer(beer("1", "350", ""))).toBe(false);
    expect(isValidBeer(beer("1", "", "3,49"))).toBe(false);
    expect(isValidBeer(beer("1", "350", "0"))).toBe(false);
    expect(isValidBeer(beer("1", "350", "0,00"))).toBe(false);
    expect(isValidBeer(custom("1", "0", "3,49"))).toBe(false);
    expect(isValidBeer(custom("1", "", "3,49"))).toBe(false);
    expect(isValidBeer(beer("1", "350", "3,4,9"))).toBe(false);
  });

  it("refuses implausible values with a message on the field (issue 16)", () => {
    expect(entryErrors(custom("1", "4,2", "39,90"))).toEqual({
      custom: { message: "Informe um volume entre 100 e 20.000 ml.", missing: false },
    });
    expect(entryErrors(custom("1", "4.200", "39,90"))).toEqual({});
    expect(entryErrors(custom("1", "100", "0,10"))).toEqual({}); // both bounds included
    expect(entryErrors(custom("1", "20.000", "10.000"))).toEqual({});
    expect(entryErrors(custom("1", "20.001", "3,49")).custom?.message).toBe("Informe um volume entre 100 e 20.000 ml.");
    expect(entryErrors(beer("1", "350", "0,09")).price?.message).toBe(
      `Informe um preço entre R$${NBSP}0,10 e R$${NBSP}10.000,00.`,
    );
    expect(entryErrors(beer("1", "350", "10.000,01")).price?.missing).toBe(false);
    expect(entryErrors(beer("1", "350", "abc")).price?.missing).toBe(false);
  });

  it("marks missing fields as missing, and leaves a blank entry alone", () => {
    expect(entryErrors(beer("1", "", ""))).toEqual({});
    // the case: a price without a volume
    expect(entryErrors(beer("1", "", "3,49"))).toEqual({ volume: { message: "Escolha o volume.", missing: true } });
    expect(entryErrors(beer("1", "350", ""))).toEqual({ price: { message: "Informe o preço.", missing: true } });
    expect(entryErrors(custom("1", "", "3,49")).custom).toEqual({ message: "Informe o volume em ml.", missing: true });
    // a brand alone was started: both fields are asked for
    expect(Object.keys(entryErrors(beer("1", "", "", { name: "Pilsen X" })))).toEqual(["volume", "price"]);
  });

  it("checks units, promotions and returnable prices (issue 14)", () => {
    expect(entryErrors(beer("1", "350", "39,90", { units: "12" }))).toEqual({});
    expect(entryErrors(beer("1", "350", "39,90", { units: "0" })).units?.message).toBe(
      "Informe um número inteiro de unidades entre 1 e 100.",
    );
    expect(entryErrors(beer("1", "350", "39,90", { units: "1,5" })).units).toBeDefined();
    expect(entryErrors(beer("1", "350", "39,90", { units: "101" })).units).toBeDefined();
    const promo = (take: string, pay: string) =>
      beer("1", "350", "3,49", { promo: true, promoTake: take, promoPay: pay });
    expect(entryErrors(promo("3", "2"))).toEqual({});
    expect(Object.keys(entryErrors(promo("", "")))).toEqual(["promoTake", "promoPay"]);
    expect(entryErrors(promo("2", "2")).promoPay?.message).toBe(
      "Informe quantas paga: um número inteiro, menor do que quantas leva.",
    );
    expect(entryErrors(promo("1", "1")).promoTake).toBeDefined();
    expect(entryErrors(promo("3", "0")).promoPay).toBeDefined();
    // the promotion switched off: its fields are not checked
    expect(entryErrors(beer("1", "350", "3,49", { promo: false, promoTake: "x" }))).toEqual({});
    const ret = (noCasco: string) => beer("1", "1000", "6,99", { returnable: true, priceNoCasco: noCasco });
    expect(entryErrors(ret("13,99"))).toEqual({});
    expect(entryErrors(ret("")).priceNoCasco).toEqual({ message: "Informe o preço sem o casco.", missing: true });
    expect(entryErrors(ret("6,99")).priceNoCasco?.message).toBe(
      "O preço sem o casco deve ser maior que o preço com o casco.",
    );
    expect(entryErrors(ret("0,01")).priceNoCasco?.missing).toBe(false);
  });
});

describe("price per litre (§9)", () => {
  it("divides the price by the volume in litres", () => {
    // 3,49 ÷ (350 ÷ 1000) = 3,49 ÷ 0,35 = 9,9714… → R$ 9,97
    expect(pricePerLiter(3.49, 350)).toBeCloseTo(9.971428571, 8);
    // 4,99 ÷ 0,473 = 10,54968… → R$ 10,55
    expect(pricePerLiter(4.99, 473)).toBeCloseTo(10.549682875, 8);
    // 7,50 ÷ 0,710 = 10,56338… → R$ 10,56
    expect(pricePerLiter(7.5, 710)).toBeCloseTo(10.563380282, 8);
    // 2,99 ÷ 0,269 = 11,11524…
    expect(pricePerLiter(2.99, 269)).toBeCloseTo(11.115241636, 8);
    // 9,90 ÷ 0,6 = 16,50
    expect(pricePerLiter(9.9, 600)).toBeCloseTo(16.5, 10);
    // a litre costs its price: 8 ÷ 1 = 8
    expect(pricePerLiter(8, 1000)).toBe(8);
  });

  it("gives NaN without a positive volume", () => {
    expect(pricePerLiter(3.49, 0)).toBeNaN();
    expect(pricePerLiter(3.49, -350)).toBeNaN();
  });

  it("rounds to the cents the page shows, without binary noise", () => {
    expect(toCents(3.5 / 0.35)).toBe(1000); // 10.000000000000002 in floating point
    expect(toCents(9.971428571)).toBe(997);
    expect(toCents(10.549682875)).toBe(1055);
    expect(toCents(1.005)).toBe(101); // shown as "1,01", so it counts as 101 cents
  });
});

describe("compareBeers: “Calcular” (§4, §5)", () => {
  it("computes, sorts cheapest first and flags the best (the issue's example)", () => {
    const out = results(compareBeers([beer("1", "350", "3,49"), beer("2", "473", "4,99"), custom("3", "710", "7.50")]));
    expect(out.map((r) => r.id)).toEqual(["1", "2", "3"]); // 9,97 < 10,55 < 10,56
    expect(out.map((r) => r.isLowestPrice)).toEqual([true, false, false]);
    expect(out[0]).toMatchObject({ label: "Cerveja 1", volume: 350, price: 3.49 });
    expect(out[0]!.pricePerLiter).toBeCloseTo(9.9714, 4);
    expect(out[2]).toMatchObject({ volume: 710, price: 7.5 });
  });

  it("sorts when the cheapest per litre is not the first entry", () => {
    // 269 ml a 2,99 → 11,12/L; 1000 ml a 8 → 8,00/L; 600 ml a 9,90 → 16,50/L
    const out = results(compareBeers([beer("1", "269", "2,99"), beer("2", "1000", "8"), beer("3", "600", "9,90")]));
    expect(out.map((r) => r.id)).toEqual(["2", "1", "3"]);
    expect(out.filter((r) => r.isLowestPrice).map((r) => r.id)).toEqual(["2"]);
  });

  it("flags ties together", () => {
    // 3,50 ÷ 0,35 = 10,00; 7,00 ÷ 0,70 = 10,00; 10 ÷ 1 = 10,00; 4,99 ÷ 0,473 = 10,55
    const out = results(
      compareBeers([
        beer("1", "473", "4,99"),
        beer("2", "350", "3,50"),
        custom("3", "700", "7"),
        beer("4", "1000", "10"),
      ]),
    );
    expect(out.filter((r) => r.isLowestPrice).map((r) => r.id)).toEqual(["2", "3", "4"]);
    expect(out.at(-1)).toMatchObject({ id: "1", isLowestPrice: false });
  });

  it("uses the brand as label when given, otherwise the position", () => {
    const out = results(compareBeers([beer("7", "350", "3,49", { name: "  Pilsen X " }), beer("9", "350", "3,99")]));
    expect(out.map((r) => r.label)).toEqual(["Pilsen X", "Cerveja 2"]);
  });

  it("leaves blank entries out; a single beer is the best one", () => {
    const outcome = compareBeers([beer("1", "", ""), beer("2", "", ""), beer("3", "473", "4,99")]);
    expect(outcome.ok && outcome.comparison.skipped).toEqual([]);
    expect(results(outcome).map((r) => r.id)).toEqual(["3"]);
    expect(results(outcome)[0]!.isLowestPrice).toBe(true);
  });

  it("ranks nothing while an entry has a field to fix (issue 16: never a silent result)", () => {
    // Marina's fardo read as 4,2 ml beside a valid can: the messages, not a ranking without it
    const outcome = compareBeers([custom("1", "4,2", "39,90"), beer("2", "473", "4,99"), beer("3", "", "")]);
    expect(outcome).toEqual({
      ok: false,
      error: MESSAGES.fixFields,
      fieldErrors: { "1": { custom: { message: "Informe um volume entre 100 e 20.000 ml.", missing: false } } },
    });
    expect(MESSAGES.fixFields.title).toBe("Dados incompletos");
  });

  it("“Dados incompletos” without any valid beer, with the fields to fill", () => {
    // every entry blank: the first one's fields are marked, so the page can take the visitor there
    expect(compareBeers(initialEntries())).toEqual({
      ok: false,
      error: MESSAGES.noValidBeer,
      fieldErrors: {
        "1": {
          volume: { message: "Escolha o volume.", missing: true },
          price: { message: "Informe o preço.", missing: true },
        },
      },
    });
    const outcome = compareBeers([beer("1", "350", "0"), custom("2", "", "3,49")]);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toEqual(MESSAGES.noValidBeer);
    expect(!outcome.ok && Object.keys(outcome.fieldErrors)).toEqual(["1", "2"]);
    expect(MESSAGES.noValidBeer).toEqual({
      title: "Dados incompletos",
      description: "Por favor, preencha os dados de pelo menos uma cerveja",
    });
  });

  it("an absurd value that once overflowed is now a message on its field", () => {
    // 1e300 reais ÷ (1e-12 ml ÷ 1000) = 1e315 used to overflow to Infinity ("Erro no cálculo");
    // both values are outside their ranges now (issue 16), so the fields say so instead.
    const huge = `1${"0".repeat(300)}`;
    const tiny = `0,${"0".repeat(11)}1`;
    const outcome = compareBeers([custom("1", tiny, huge)]);
    expect(!outcome.ok && Object.keys(outcome.fieldErrors["1"] ?? {})).toEqual(["custom", "price"]);
    expect(MESSAGES.notComputable).toEqual({
      title: "Erro no cálculo",
      description: "Não foi possível calcular o preço por litro com os dados fornecidos",
    });
  });

  it("reports the difference from the best", () => {
    const [best, second] = results(compareBeers([beer("1", "1000", "8"), beer("2", "600", "6")]));
    // 6 ÷ 0,6 = 10,00/L against 8,00/L: 2,00 more, 2 ÷ 8 = 25%
    const diff = differenceFromBest(second!, best!);
    expect(diff.perLiter).toBeCloseTo(2, 10);
    expect(diff.percent).toBeCloseTo(25, 10);
    expect(differenceFromBest(best!, best!)).toEqual({ perLiter: 0, percent: 0 });
  });
});

describe("URL state (D3)", () => {
  it("writes ml:price per entry with dot decimals, exactly as the issue", () => {
    const entries = [beer("1", "350", "3,49"), beer("2", "473", "4.99"), custom("3", "710", "7,50")];
    expect(entriesToQuery(entries)).toBe("c=350:3.49&c=473:4.99&c=710:7.50");
    // prices get two decimals; a third one typed is kept; custom volumes keep theirs
    expect(entriesToQuery([beer("1", "1000", "8"), custom("2", "500,5", "3,499")])).toBe("c=1000:8.00&c=500.5:3.499");
  });

  it("leaves blank entries out and keeps half-filled ones", () => {
    expect(entriesToQuery(initialEntries())).toBe("");
    expect(entriesToQuery([beer("1", "350", ""), beer("2", "", ""), beer("3", "", "4,99")])).toBe("c=350:&c=:4.99");
    expect(entriesToQuery([beer("1", "350", "0"), custom("2", "0", "")])).toBe("c=350:");
    expect(entriesToQuery([custom("1", "", "")])).toBe("");
  });

  it("reads the issue's link: presets and a custom volume", () => {
    expect(entriesFromParams(["350:3.49", "473:4.99", "710:7.50"])).toEqual([
      { id: "1", volume: "350", price: "3,49", name: "" },
      { id: "2", volume: "473", price: "4,99", name: "" },
      { id: "3", volume: CUSTOM_VOLUME, customVolume: "710", price: "7,50", name: "" },
    ]);
  });

  it("round-trips", () => {
    const entries = [beer("1", "1000", "8"), custom("2", "500,5", "6,25"), beer("3", "269", "")];
    const again = entriesFromParams(
      entriesToQuery(entries)
        .split("&")
        .map((p) => p.slice(2)),
    );
    expect(again).toEqual([
      { id: "1", volume: "1000", price: "8,00", name: "" },
      { id: "2", volume: CUSTOM_VOLUME, customVolume: "500,5", price: "6,25", name: "" },
      { id: "3", volume: "269", price: "", name: "" },
    ]);
  });

  it("carries the beers' names last, so a shared link shows them (issue 27 §3)", () => {
    const named = [
      { ...beer("1", "350", "3,49"), name: "Heineken" },
      { ...beer("2", "473", "4,99"), name: "Colorado: Appia & Cauim #1 açaí" },
      { ...beer("3", "269", ""), name: "   " },
      { ...beer("4", "", ""), name: "Só o nome" },
    ];
    const query = entriesToQuery(named);
    expect(query).toBe(
      "c=350:3.49:1:~Heineken&c=473:4.99:1:~Colorado%3A%20Appia%20%26%20Cauim%20%231%20a%C3%A7a%C3%AD&c=269:",
    );
    // What the page reads back is what URLSearchParams decodes from the address.
    const params = new URLSearchParams(query).getAll("c");
    expect(entriesFromParams(params)).toEqual([
      { id: "1", volume: "350", price: "3,49", name: "Heineken" },
      { id: "2", volume: "473", price: "4,99", name: "Colorado: Appia & Cauim #1 açaí" },
      { id: "3", volume: "269", price: "", name: "" },
    ]);
    // A name longer than the form's 60 characters is cut there; a link without names reads as before.
    const long = entriesFromParams([`350:3.49:1:~${"x".repeat(80)}`])!;
    expect(long[0]!.name).toHaveLength(60);
    expect(entriesFromParams(["350:3.49:6:leve6-pague5:~Brahma"])).toEqual([
      expect.objectContaining({ units: "6", promo: true, name: "Brahma" }),
    ]);
  });

  it("ignores what it cannot read", () => {
    expect(entriesFromParams([])).toBeUndefined();
    expect(entriesFromParams(["", "abc", ":", "0:0", "-350:3.49x"])).toBeUndefined();
    // "1e3" is not a plain decimal: the volume is dropped, the price kept.
    expect(entriesFromParams(["350:abc", "1e3:2"])).toEqual([
      { id: "1", volume: "350", price: "", name: "" },
      { id: "2", volume: "", price: "2,00", name: "" },
    ]);
    expect(entriesFromParams(["3,5:350"])).toEqual([{ id: "1", volume: "", price: "350,00", name: "" }]); // commas are not URL numbers
    expect(entriesFromParams(Array.from({ length: 80 }, () => "350:3.49"))).toHaveLength(50);
  });
});

describe("history (§3, §4, §5, §8, §9)", () => {
  const item = (id: string, ppl: number, lowest = false): ResultItem => ({
    id,
    label: `Cerveja ${id}`,
    volume: 350,
    price: ppl * 0.35,
    pricePerLiter: ppl,
    isLowestPrice: lowest,
  });
  const record = (id: string): HistoryRecord => ({
    id,
    date: "22 de novembro de 2026 às 05:34",
    results: [item("1", 9.97, true), item("2", 10.55)],
  });

  it("saves only non-empty results with every price per litre above 0", () => {
    expect(isSavable([item("1", 9.97, true)])).toBe(true);
    expect(isSavable([])).toBe(false);
    expect(isSavable([item("1", 9.97, true), item("2", 0)])).toBe(false);
    expect(isSavable([item("1", Number.NaN)])).toBe(false);
    expect(addToHistory([], [], "1", "d")).toEqual([]);
  });

  it("keeps the 10 newest, newest first", () => {
    let history: HistoryRecord[] = [];
    for (let i = 1; i <= 12; i++) history = addToHistory(history, record("x").results, String(i), `data ${i}`);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history.map((r) => r.id)).toEqual(["12", "11", "10", "9", "8", "7", "6", "5", "4", "3"]);
  });

  it("loads nothing when there is nothing stored", () => {
    expect(parseHistory(null)).toEqual({ records: [], storage: "keep" });
    expect(parseHistory("[]")).toEqual({ records: [], storage: "keep" });
  });

  it("keeps a valid history as it is", () => {
    const stored = [record("1700000000002"), record("1700000000001")];
    expect(parseHistory(JSON.stringify(stored))).toEqual({ records: stored, storage: "keep" });
  });

  it("removes a corrupt value", () => {
    expect(parseHistory("{not json")).toMatchObject({ records: [], storage: "remove" });
    expect(parseHistory('{"id":"1"}')).toMatchObject({ records: [], storage: "remove" });
    expect(parseHistory('"texto"')).toMatchObject({ records: [], storage: "remove" });
    expect(parseHistory('[{"foo":1}, null, 3]')).toMatchObject({ records: [], storage: "remove" });
    expect(parseHistory(JSON.stringify([{ ...record("1"), results: [] }]))).toMatchObject({ storage: "remove" });
    expect(parseHistory(JSON.stringify([{ ...record("1"), results: [item("1", -2)] }]))).toMatchObject({
      storage: "remove",
    });
    const notANumber = [
      {
        ...record("1"),
        results: [
          { ...item("1", 1), pricePerLiter: "Infinity" },
          { ...item("2", 1), price: "abc" },
        ],
      },
    ];
    expect(parseHistory(JSON.stringify(notANumber))).toMatchObject({ storage: "remove" });
  });

  it("drops invalid records and asks for a rewrite", () => {
    const good = record("1700000000001");
    const loaded = parseHistory(JSON.stringify([good, { id: 5 }, { ...good, date: 7 }]));
    expect(loaded.records).toEqual([good]);
    expect(loaded.storage).toBe("rewrite");
    const eleven = Array.from({ length: 11 }, (_, i) => record(String(i)));
    expect(parseHistory(JSON.stringify(eleven))).toMatchObject({ storage: "rewrite" });
    expect(parseHistory(JSON.stringify(eleven)).records).toHaveLength(10);
  });

  it("drops a record with any malformed result, and reads only the known fields", () => {
    const good = record("1700000000001");
    const withItem = (changes: Record<string, unknown>) => ({ ...good, results: [{ ...item("1", 9.97), ...changes }] });
    const malformed = [
      { ...good, id: "" },
      { ...good, date: "" },
      { ...good, results: "nada" },
      { ...good, results: [item("1", 9.97), null] },
      { ...good, results: [[1, 2]] },
      withItem({ id: null }),
      withItem({ id: true }),
      withItem({ label: 7 }),
      withItem({ label: null }),
      withItem({ volume: 0 }),
      withItem({ volume: "" }),
      withItem({ volume: " " }),
      withItem({ price: null }),
      withItem({ price: true }),
      withItem({ price: "1e400" }),
      withItem({ pricePerLiter: undefined }),
      withItem({ isLowestPrice: "true" }),
      withItem({ units: 1.5 }),
      withItem({ units: "12" }),
      withItem({ units: 0 }),
      withItem({ units: 2 ** 53 }),
      withItem({ promo: { take: 3 } }),
      withItem({ promo: [3, 2] }),
      withItem({ promo: { take: 3, pay: -1 } }),
      withItem({ priceNoCasco: "abc" }),
      withItem({ withCasco: 1 }),
    ];
    for (const bad of malformed) {
      expect(parseHistory(JSON.stringify([good, bad])), JSON.stringify(bad)).toMatchObject({
        records: [good],
        storage: "rewrite",
      });
    }
    const extra = { ...good, results: [{ ...item("1", 9.97), cor: "azul", promo: { take: 3, pay: 2, x: 1 } }] };
    expect(parseHistory(JSON.stringify([extra])).records[0]!.results[0]).toEqual({
      ...item("1", 9.97),
      promo: { take: 3, pay: 2 },
    });
    // numbers stored as strings, with the spaces Number() allows
    const spaced = { ...good, results: [{ ...item("1", 9.97), volume: " 473 ", price: "4.99" }] };
    expect(parseHistory(JSON.stringify([spaced])).records[0]!.results[0]).toMatchObject({ volume: 473, price: 4.99 });
  });

  it("accepts the spec's string numbers and records without labels", () => {
    const old = [
      {
        id: "1",
        date: "01/01/2025 10:00:00",
        results: [{ id: 1, volume: "350", price: "3.49", pricePerLiter: 9.97, isLowestPrice: true }],
      },
    ];
    expect(parseHistory(JSON.stringify(old)).records).toEqual([
      {
        id: "1",
        date: "01/01/2025 10:00:00",
        results: [{ id: "1", label: "Cerveja 1", volume: 350, price: 3.49, pricePerLiter: 9.97, isLowestPrice: true }],
      },
    ]);
  });

  it("turns a stored comparison back into entries", () => {
    const stored: ResultItem[] = [
      { ...item("2", 10), label: "Pilsen X", volume: 1000, price: 10 },
      { ...item("1", 10.56), volume: 710, price: 7.5 },
    ];
    expect(entriesFromResults(stored)).toEqual([
      { id: "1", volume: "1000", price: "10,00", name: "Pilsen X" },
      { id: "2", volume: CUSTOM_VOLUME, customVolume: "710", price: "7,50", name: "" },
    ]);
  });
});

describe("texts", () => {
  it("share text announces the best price per litre and how many beers", () => {
    const out = results(compareBeers([beer("1", "350", "3,49"), beer("2", "473", "4,99"), custom("3", "710", "7,50")]));
    // 3,49 ÷ 0,35 = 9,971… → "R$ 9,97" (Intl puts a no-break space after R$)
    expect(shareText(out)).toBe(
      `Melhor preço por litro: R$${NBSP}9,97 (Cerveja 1, 350 ml) — 3 cervejas comparadas no Cervejômetro.`,
    );
  });

  it("summary names every winner on a tie", () => {
    const out = results(compareBeers([beer("1", "350", "3,50"), custom("2", "700", "7")]));
    expect(resultSummary(out)).toBe(
      `Melhor preço: Cerveja 1 e Cerveja 2 (empate), R$${NBSP}10,00 por litro. 2 cervejas comparadas.`,
    );
    const one = results(compareBeers([beer("1", "1000", "8")]));
    expect(resultSummary(one)).toBe(`Melhor preço: Cerveja 1, R$${NBSP}8,00 por litro. 1 cerveja comparada.`);
  });
});

// Issue 14: packs, "leve X, pague Y" and returnable bottles. Worked by hand:
// fardo 12 × 350 ml por 39,90: 39,90 ÷ (12 × 0,35) = 39,90 ÷ 4,2 = 9,50 por litro; 39,90 ÷ 12 = 3,325 → R$ 3,33 por lata;
// latão 4,99 ÷ 0,473 = 10,549… → R$ 10,55;
// lata 3,49 "leve 3, pague 2": 3,49 × 2 ÷ 3 = 2,3266… por lata; ÷ 0,35 = 6,647… → R$ 6,65 por litro;
// retornável 1 L: 6,99 com o casco → 6,99/L, 16,99 sem o casco → 16,99/L.
describe("packs, promotions and returnables (issue 14)", () => {
  const fardo = beer("1", "350", "39,90", { units: "12" });
  const latao = beer("2", "473", "4,99");

  it("a pack's price per litre divides by every container: the issue's example", () => {
    expect(pricePerLiter(39.9, 350, 12)).toBeCloseTo(9.5, 10);
    const out = results(compareBeers([fardo, latao]));
    expect(out.map((r) => [r.id, toCents(r.pricePerLiter), r.isLowestPrice])).toEqual([
      ["1", 950, true],
      ["2", 1055, false],
    ]);
    expect(out[0]).toMatchObject({ units: 12, price: 39.9, volume: 350 });
    expect(out[1]!.units).toBeUndefined(); // one container: nothing more stored than before
    expect(itemPerUnit(out[0]!)).toBeCloseTo(3.325, 10);
    expect(roundMoney(itemPerUnit(out[0]!))).toBe(3.33); // half up, not Intl's 3,32 from 3,32499…
  });

  it("applies “leve X, pague Y” before the price per litre", () => {
    const promo = beer("1", "350", "3,49", { promo: true, promoTake: "3", promoPay: "2" });
    const [item] = results(compareBeers([promo]));
    expect(item!.promo).toEqual({ take: 3, pay: 2 });
    expect(item!.pricePerLiter).toBeCloseTo(6.647619, 5);
    expect(toCents(item!.pricePerLiter)).toBe(665);
    expect(roundMoney(itemPerUnit(item!))).toBe(2.33);
    // with a pack: 12 latas por 39,90, leve 2 pague 1 → 19,95 ÷ 4,2 = 4,75
    const both = beer("1", "350", "39,90", { units: "12", promo: true, promoTake: "2", promoPay: "1" });
    expect(toCents(results(compareBeers([both]))[0]!.pricePerLiter)).toBe(475);
  });

  it("ranks a returnable by the price the shopper chose, and knows both", () => {
    const ret = beer("1", "1000", "6,99", { returnable: true, priceNoCasco: "16,99" });
    const without = results(compareBeers([ret, latao]));
    expect(without.map((r) => r.id)).toEqual(["2", "1"]); // 16,99 sem o casco > 10,55
    expect(without[1]).toMatchObject({ priceNoCasco: 16.99, withCasco: false, pricePerLiter: 16.99 });
    const withCasco = results(compareBeers([ret, latao], { hasCasco: true }));
    expect(withCasco.map((r) => r.id)).toEqual(["1", "2"]); // 6,99 com o casco < 10,55
    expect(withCasco[0]!.isLowestPrice).toBe(true);
    expect(itemPerLiter(withCasco[0]!, true)).toBe(6.99);
    expect(itemPerLiter(withCasco[0]!, false)).toBe(16.99);
    // "tenho o casco" changes nothing for a bottle that is not returnable
    expect(results(compareBeers([latao], { hasCasco: true }))[0]!.withCasco).toBeUndefined();
  });

  it("writes the URL forms of the issue, and omits what is not valid", () => {
    expect(entriesToQuery([fardo, latao])).toBe("c=350:39.90:12&c=473:4.99");
    expect(entriesToQuery([beer("1", "350", "3,49", { promo: true, promoTake: "3", promoPay: "2" })])).toBe(
      "c=350:3.49:1:leve3-pague2",
    );
    expect(entriesToQuery([beer("1", "1000", "6,99", { returnable: true, priceNoCasco: "16,99" }), latao], true)).toBe(
      "c=1000:6.99:1:semcasco-16.99&c=473:4.99&casco=1",
    );
    // casco=1 only means something beside a returnable
    expect(entriesToQuery([latao], true)).toBe("c=473:4.99");
    // issue 16: "4.200" ml is 4200; an implausible part is left empty, never written
    expect(entriesToQuery([custom("1", "4.200", "R$ 39,90")])).toBe("c=4200:39.90");
    expect(entriesToQuery([custom("1", "4,2", "39,90")])).toBe("c=:39.90");
    expect(entriesToQuery([beer("1", "350", "99.999")])).toBe("c=350:");
    expect(entriesToQuery([beer("1", "350", "3,49", { units: "0" })])).toBe("c=350:3.49");
    expect(entriesToQuery([beer("1", "350", "3,49", { promo: true, promoTake: "2", promoPay: "2" })])).toBe(
      "c=350:3.49",
    );
  });

  it("reads the new forms and the old one, and round-trips", () => {
    expect(entriesFromParams(["350:39.90:12", "473:4.99"])).toEqual([
      { id: "1", volume: "350", price: "39,90", name: "", units: "12" },
      { id: "2", volume: "473", price: "4,99", name: "" },
    ]);
    expect(
      entriesFromParams(["1000:6.99:1:semcasco-16.99", "350:3.49:6:leve3-pague2", "350:3.49:1:outra-coisa"]),
    ).toEqual([
      { id: "1", volume: "1000", price: "6,99", name: "", returnable: true, priceNoCasco: "16,99" },
      { id: "2", volume: "350", price: "3,49", name: "", units: "6", promo: true, promoTake: "3", promoPay: "2" },
      { id: "3", volume: "350", price: "3,49", name: "" },
    ]);
    // an old link with an implausible volume is shown with its message, never used silently
    const old = entriesFromParams(["4.2:39.90"])!;
    expect(old[0]).toMatchObject({ volume: CUSTOM_VOLUME, customVolume: "4,2" });
    expect(compareBeers(old).ok).toBe(false);
    for (const query of [
      "c=350:39.90:12&c=473:4.99",
      "c=350:3.49:1:leve3-pague2",
      "c=1000:6.99:12:leve2-pague1:semcasco-16.99&c=600:8.99&casco=1",
      "c=4200:39.90&c=710:7.50",
    ]) {
      const params = new URLSearchParams(query);
      expect(entriesToQuery(entriesFromParams(params.getAll("c"))!, params.get("casco") === "1")).toBe(query);
    }
  });

  it("reads the form submitted without JavaScript, as typed", () => {
    const params = new URLSearchParams(
      "c1_nome=Fardo&c1_volume=custom&c1_ml=4.200&c1_preco=R%24+39%2C90&c1_unidades=1" +
        "&c2_nome=&c2_volume=350&c2_ml=&c2_preco=3%2C49&c2_unidades=&c2_promocao=1&c2_leve=3&c2_pague=2&c2_semcasco=" +
        "&c4_volume=1000&c4_preco=6%2C99&c4_retornavel=1&c4_semcasco=16%2C99&c4_leve=9" +
        "&c3_volume=&c3_preco=&c9_volume=999&calcular=1",
    );
    expect(entriesFromForm(params)).toEqual([
      { id: "1", volume: CUSTOM_VOLUME, customVolume: "4.200", price: "R$ 39,90", name: "Fardo" },
      { id: "2", volume: "350", price: "3,49", name: "", promo: true, promoTake: "3", promoPay: "2" },
      { id: "3", volume: "", price: "", name: "" },
      { id: "4", volume: "1000", price: "6,99", name: "", returnable: true, priceNoCasco: "16,99" },
      { id: "9", volume: "", price: "", name: "" }, // not a preset: no volume
    ]);
    // 39,90 ÷ 4,2 = 9,50
    expect(toCents(results(compareBeers(entriesFromForm(params)!.slice(0, 1)))[0]!.pricePerLiter)).toBe(950);
    expect(entriesFromForm(new URLSearchParams("x=1"))).toBeUndefined();
  });

  it("tells when the form read back after hydration holds other fields than the state", () => {
    const state = entriesFromParams(["350:39.90:12", "473:4.99"])!;
    const fields = entriesFromForm(
      new URLSearchParams("c1_nome=&c1_volume=350&c1_ml=&c1_preco=39,90&c1_unidades=12&c2_volume=473&c2_preco=4,99"),
    )!;
    expect(sameEntries(fields, state)).toBe(true);
    // hidden or switched-off fields do not count; a typed price does
    expect(sameEntries([{ ...fields[0]!, promoTake: "3" }, fields[1]!], state)).toBe(true);
    expect(sameEntries([{ ...fields[0]!, units: "1" }], [{ ...state[0]!, units: "" }])).toBe(true);
    expect(sameEntries([fields[0]!, { ...fields[1]!, price: "4,89" }], state)).toBe(false);
    expect(sameEntries(fields.slice(0, 1), state)).toBe(false);
  });

  it("names history lines by container and price when no brand was typed (issue 16), old records too", () => {
    const [f, l] = results(compareBeers([fardo, latao]));
    expect(historyName(f!)).toBe(`12 × Lata 350 ml — R$${NBSP}39,90`);
    expect(historyName(l!)).toBe(`Latão 473 ml — R$${NBSP}4,99`);
    const old: ResultItem = {
      id: "1",
      label: "Cerveja 1",
      volume: 350,
      price: 3.49,
      pricePerLiter: 9.97,
      isLowestPrice: true,
    };
    expect(historyName(old)).toBe(`Lata 350 ml — R$${NBSP}3,49`);
    expect(historyName({ ...old, volume: 710, price: 7.5 })).toBe(`710 ml — R$${NBSP}7,50`);
    expect(historyName({ ...old, label: "Pilsen X" })).toBe("Pilsen X");
    const [p] = results(
      compareBeers([
        beer("1", "1000", "6,99", {
          returnable: true,
          priceNoCasco: "16,99",
          promo: true,
          promoTake: "3",
          promoPay: "2",
        }),
      ]),
    );
    expect(historyName(p!)).toBe(`Garrafa 1 L retornável — R$${NBSP}6,99 (leve 3, pague 2)`);
  });

  it("history keeps packs, promotions and returnables, and Refazer brings them back", () => {
    const ret = beer("3", "1000", "6,99", { returnable: true, priceNoCasco: "16,99" });
    const promo = beer("4", "350", "3,49", { promo: true, promoTake: "3", promoPay: "2" });
    const out = results(compareBeers([fardo, latao, ret, promo], { hasCasco: true }));
    const history = addToHistory([], out, "1700000000000", "hoje");
    const loaded = parseHistory(JSON.stringify(history));
    expect(loaded.storage).toBe("keep");
    expect(loaded.records[0]!.results).toEqual(out);
    expect(historyHasCasco(out)).toBe(true);
    expect(entriesToQuery(entriesFromResults(out), true)).toBe(
      // ranked: 6,65 (promoção) < 6,99 (com o casco) < 9,50 (fardo) < 10,55
      "c=350:3.49:1:leve3-pague2&c=1000:6.99:1:semcasco-16.99&c=350:39.90:12&c=473:4.99&casco=1",
    );
  });

  it("share text tells the pack, its unit price and the promotion", () => {
    const out = results(compareBeers([fardo, latao]));
    expect(packText(out[0]!)).toBe(`12 × 350 ml, R$${NBSP}3,33 por lata`);
    expect(shareText(out)).toBe(
      `Melhor preço por litro: R$${NBSP}9,50 (Cerveja 1, 12 × 350 ml, R$${NBSP}3,33 por lata) — 2 cervejas comparadas no Cervejômetro.`,
    );
    const promo = results(compareBeers([beer("1", "350", "3,49", { promo: true, promoTake: "3", promoPay: "2" })]));
    expect(packText(promo[0]!)).toBe("350 ml, leve 3, pague 2");
    const ret = results(compareBeers([beer("1", "1000", "6,99", { returnable: true, priceNoCasco: "16,99" })]));
    expect(packText(ret[0]!)).toBe("1.000 ml, retornável, sem o casco");
  });
});

describe("a pack's price that is surely one can's (issue 27 section 3)", () => {
  const item = (units: number, pricePerLiter: number) =>
    ({
      id: "1",
      label: "Cerveja 1",
      volume: 350,
      price: 3.29,
      pricePerLiter,
      isLowestPrice: true,
      units,
    }) as ResultItem;
  it("asks when a pack of several costs under R$ 2 a litre", () => {
    expect(looksLikeUnitPrice(item(12, 0.78))).toBe(true);
    expect(looksLikeUnitPrice(item(12, 1.99))).toBe(true);
  });
  it("stays quiet for one unit, or a plausible price per litre", () => {
    expect(looksLikeUnitPrice(item(1, 0.78))).toBe(false);
    expect(looksLikeUnitPrice(item(12, 2))).toBe(false);
    expect(looksLikeUnitPrice({ ...item(1, 0.5), units: undefined })).toBe(false);
  });
});
