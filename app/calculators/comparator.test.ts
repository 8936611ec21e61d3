// Expected values are worked out by hand from docs/decisions/0016-comparator-rules.md: price per litre = price ÷ (ml ÷ 1000)
// (1 L = 1000 ml, SI). The arithmetic sits next to each expectation.
import { describe, expect, it } from "vitest";
import {
  CUSTOM_VOLUME,
  HISTORY_LIMIT,
  MESSAGES,
  VOLUME_PRESETS,
  addEntry,
  addToHistory,
  canRemoveEntry,
  compareBeers,
  differenceFromBest,
  entriesFromParams,
  entriesFromResults,
  entriesToQuery,
  entryPrice,
  entryVolumeMl,
  initialEntries,
  isSavable,
  isValidBeer,
  nextEntryId,
  parseHistory,
  pricePerLiter,
  removeEntry,
  resultSummary,
  shareText,
  toCents,
  withVolume,
  type BeerEntry,
  type HistoryRecord,
  type ResultItem,
} from "./comparator";

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
    expect(entryPrice(beer("1", "473", "R$ 4,99"))).toBeUndefined(); // the field strips "R$ " before it gets here
  });

  it("reads a preset or a custom volume", () => {
    expect(entryVolumeMl(beer("1", "350", ""))).toBe(350);
    expect(entryVolumeMl(custom("1", "710", ""))).toBe(710);
    expect(entryVolumeMl(custom("1", "500,5", ""))).toBe(500.5);
    expect(entryVolumeMl(beer("1", "", ""))).toBeUndefined();
    expect(entryVolumeMl(beer("1", "351", ""))).toBeUndefined(); // not a preset and not "custom"
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

  it("ignores invalid beers and names those that had some data", () => {
    const outcome = compareBeers([beer("1", "350", ""), beer("2", "", ""), beer("3", "473", "4,99")]);
    expect(outcome.ok && outcome.comparison.skipped).toEqual(["Cerveja 1"]);
    expect(results(outcome).map((r) => r.id)).toEqual(["3"]);
    expect(results(outcome)[0]!.isLowestPrice).toBe(true); // a single beer is the best one
  });

  it("“Dados incompletos” without any valid beer", () => {
    expect(compareBeers(initialEntries())).toEqual({ ok: false, error: MESSAGES.noValidBeer });
    expect(compareBeers([beer("1", "350", "0"), custom("2", "", "3,49")])).toEqual({
      ok: false,
      error: MESSAGES.noValidBeer,
    });
    expect(MESSAGES.noValidBeer).toEqual({
      title: "Dados incompletos",
      description: "Por favor, preencha os dados de pelo menos uma cerveja",
    });
  });

  it("“Erro no cálculo” when no price per litre is computable", () => {
    // 1e300 reais ÷ (1e-12 ml ÷ 1000) = 1e315, beyond the largest double (≈1.8e308): Infinity.
    const huge = `1${"0".repeat(300)}`;
    const tiny = `0,${"0".repeat(11)}1`;
    expect(compareBeers([custom("1", tiny, huge)])).toEqual({ ok: false, error: MESSAGES.notComputable });
    // …but a sensible beer next to it still gives a result.
    expect(results(compareBeers([custom("1", tiny, huge), beer("2", "350", "3,49")])).map((r) => r.id)).toEqual(["2"]);
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
      { id: "3", volume: CUSTOM_VOLUME, customVolume: "710", price: "7,5", name: "" },
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
      { id: "1", volume: "1000", price: "8", name: "" },
      { id: "2", volume: CUSTOM_VOLUME, customVolume: "500,5", price: "6,25", name: "" },
      { id: "3", volume: "269", price: "", name: "" },
    ]);
  });

  it("ignores what it cannot read", () => {
    expect(entriesFromParams([])).toBeUndefined();
    expect(entriesFromParams(["", "abc", ":", "0:0", "-350:3.49x"])).toBeUndefined();
    // "1e3" is not a plain decimal: the volume is dropped, the price kept.
    expect(entriesFromParams(["350:abc", "1e3:2"])).toEqual([
      { id: "1", volume: "350", price: "", name: "" },
      { id: "2", volume: "", price: "2", name: "" },
    ]);
    expect(entriesFromParams(["3,5:350"])).toEqual([{ id: "1", volume: "", price: "350", name: "" }]); // commas are not URL numbers
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
      { id: "1", volume: "1000", price: "10", name: "Pilsen X" },
      { id: "2", volume: CUSTOM_VOLUME, customVolume: "710", price: "7,5", name: "" },
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
