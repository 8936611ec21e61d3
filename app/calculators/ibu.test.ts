// Expected values are worked out by hand from Tinseth's published formula
// (http://realbeer.com/hops/research.html), with the arithmetic in the comments (done
// with `bc -l`, scale 20), never taken from the module's own output.
import { describe, expect, it } from "vitest";
import {
  additionIbu,
  alphaAcidMgPerLiter,
  bignessFactor,
  boilTimeFactor,
  buGuRatio,
  calculateIbu,
  defaultIbuInput,
  formatIbu,
  ibuCategory,
  ibuFromQuery,
  ibuToQuery,
  IBU_LIMITS,
  MAX_ADDITIONS,
  MESSAGES,
  newAddition,
  nextAdditionId,
  removeAddition,
  tinsethUtilization,
  validateIbu,
  type IbuInput,
} from "./ibu";

// Default recipe: 20 L, OG 1.050, 5% alpha, 30 g, 60 min.
//   ln(0.000125)                 = −8.98719682066197
//   0.000125^0.05 = e^(0.05 × −8.98719682066197) = e^(−0.449359841) = 0.63803646567959
//   bigness = 1.65 × 0.63803646567959                                 = 1.05276016837133
//   e^(−0.04 × 60) = e^(−2.4)                                         = 0.09071795328941
//   boil factor = (1 − 0.09071795328941) / 4.15 = 0.90928204671059 / 4.15 = 0.21910410764111
//   U = 1.05276016837133 × 0.21910410764111                           = 0.23066407725110
//   mg/L alpha = 0.05 × 30 × 1000 / 20                                = 75
//   IBU = 0.23066407725110 × 75                                       = 17.29980579383244 → "17,3", Baixo
const DEFAULT_U = 0.2306640772511;
const DEFAULT_IBU = 17.29980579383244;

const values = (volume: number, originalGravity: number, ...hops: [number, number, number][]) => ({
  volume,
  originalGravity,
  additions: hops.map(([alphaAcid, weight, boilTime], i) => ({ id: String(i + 1), alphaAcid, weight, boilTime })),
});

describe("fórmula de Tinseth (D1)", () => {
  it("bigness and boil-time factors of the default recipe", () => {
    expect(bignessFactor(1.05)).toBeCloseTo(1.05276016837133, 12);
    expect(boilTimeFactor(60)).toBeCloseTo(0.21910410764111, 12);
    expect(tinsethUtilization(1.05, 60)).toBeCloseTo(DEFAULT_U, 12);
  });

  it("mg/L of alpha acids carries the /100 on the alpha acid", () => {
    // 0.05 × 30 × 1000 / 20 = 75 (the spec's literal formula would give 7500)
    expect(alphaAcidMgPerLiter(5, 30, 20)).toBe(75);
  });

  it("default recipe: 17.2998 IBU, shown as 17,3, Baixo", () => {
    const result = calculateIbu(values(20, 1.05, [5, 30, 60]));
    expect(result.totalIBU).toBeCloseTo(DEFAULT_IBU, 10);
    expect(result.additions).toHaveLength(1);
    expect(result.additions[0]?.ibu).toBeCloseTo(DEFAULT_IBU, 10);
    expect(result.additions[0]?.utilization).toBeCloseTo(DEFAULT_U, 12);
    expect(formatIbu(result.totalIBU)).toBe("17,3");
    expect(result.category).toBe("Baixo");
    // Not the spec's literal 100× value (1729,98).
    expect(result.totalIBU).toBeLessThan(100);
  });

  it("boil time 0 adds no bitterness", () => {
    // e^0 = 1 → (1 − 1) / 4.15 = 0 → U = 0 → 0 IBU
    expect(boilTimeFactor(0)).toBe(0);
    expect(additionIbu({ alphaAcid: 12, weight: 100, boilTime: 0 }, 20, 1.05)).toBe(0);
    const result = calculateIbu(values(20, 1.05, [12, 100, 0]));
    expect(result.totalIBU).toBe(0);
    expect(formatIbu(result.totalIBU)).toBe("0,0");
    expect(result.category).toBe("Baixo");
  });

  it("alpha acid 0 adds no bitterness", () => {
    expect(additionIbu({ alphaAcid: 0, weight: 30, boilTime: 60 }, 20, 1.05)).toBe(0);
  });

  it("a 1.120 wort extracts much less", () => {
    // 0.000125^0.12 = e^(0.12 × −8.98719682066197) = e^(−1.078463618) = 0.34011767494256
    // bigness = 1.65 × 0.34011767494256 = 0.56119416365523
    // U = 0.56119416365523 × 0.21910410764111 = 0.12295994644108
    // IBU = 0.12295994644108 × 75 = 9.22199598308063 → "9,2"
    expect(tinsethUtilization(1.12, 60)).toBeCloseTo(0.12295994644108, 12);
    const result = calculateIbu(values(20, 1.12, [5, 30, 60]));
    expect(result.totalIBU).toBeCloseTo(9.22199598308063, 10);
    expect(formatIbu(result.totalIBU)).toBe("9,2");
  });

  it("OG 1.060 (typed as 1,060)", () => {
    // 0.000125^0.06 = e^(−0.539231809) = 0.58319608618591; bigness = 0.96227354220675
    // U = 0.96227354220675 × 0.21910410764111 = 0.21083808577186; IBU = × 75 = 15.81285643288916
    const v = validateIbu({ ...defaultIbuInput(), originalGravity: "1,060" });
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.value.originalGravity).toBe(1.06);
    expect(calculateIbu(v.value).totalIBU).toBeCloseTo(15.81285643288916, 10);
  });

  it("a 5-minute addition in 23 L", () => {
    // e^(−0.2) = 0.81873075307798; boil factor = 0.18126924692202 / 4.15 = 0.04367933660772
    // U = 1.05276016837133 × 0.04367933660772 = 0.04598386576148
    // mg/L = 0.12 × 50 × 1000 / 23 = 260.86956521739; IBU = 11.99579106821376 → "12,0"
    const result = calculateIbu(values(23, 1.05, [12, 50, 5]));
    expect(result.totalIBU).toBeCloseTo(11.99579106821376, 10);
    expect(formatIbu(result.totalIBU)).toBe("12,0");
  });

  it("the example link: 17.2998 + 9.1565 = 26.4563 → 26,5, Moderado", () => {
    // second addition 8%, 20 g, 15 min: e^(−0.6) = 0.54881163609403; boil factor = 0.45118836390597 / 4.15
    //   = 0.10872008768819; U = 1.05276016837133 × 0.10872008768819 = 0.11445617781996
    //   mg/L = 0.08 × 20 × 1000 / 20 = 80; IBU = 9.15649422559683
    const result = calculateIbu(values(20, 1.05, [5, 30, 60], [8, 20, 15]));
    expect(result.additions[1]?.ibu).toBeCloseTo(9.15649422559683, 10);
    expect(result.totalIBU).toBeCloseTo(26.45630001942928, 10);
    expect(formatIbu(result.totalIBU)).toBe("26,5");
    expect(result.category).toBe("Moderado");
  });

  it("the total comes from the unrounded additions (D1)", () => {
    // 1%, 9 g, 60 min in 20 L: mg/L = 0.01 × 9 × 1000 / 20 = 4.5; IBU = 0.23066407725110 × 4.5
    //   = 1.03798834762995 → each shown "1,0"; three of them = 3.11396504288984 → "3,1"
    //   (adding the rounded values would give 3,0)
    const result = calculateIbu(values(20, 1.05, [1, 9, 60], [1, 9, 60], [1, 9, 60]));
    for (const a of result.additions) expect(formatIbu(a.ibu)).toBe("1,0");
    expect(result.totalIBU).toBeCloseTo(3.11396504288984, 10);
    expect(formatIbu(result.totalIBU)).toBe("3,1");
  });

  it("a heavy bittering charge is Intenso", () => {
    // 10%, 100 g, 60 min in 20 L: mg/L = 500; IBU = 0.23066407725110 × 500 = 115.33203862555
    const result = calculateIbu(values(20, 1.05, [10, 100, 60]));
    expect(result.totalIBU).toBeCloseTo(115.33203862555, 9);
    expect(result.category).toBe("Intenso");
  });

  it("120 minutes is close to the 4.15 ceiling", () => {
    // e^(−4.8) = 0.00822974704902; (1 − 0.00822974704902) / 4.15 = 0.23897934890626
    // U = 1.05276016837133 × 0.23897934890626 = 0.25158945023671
    expect(tinsethUtilization(1.05, 120)).toBeCloseTo(0.25158945023671, 12);
  });
});

describe("categoria (§9) sobre o total mostrado", () => {
  it.each([
    [0, "Baixo"],
    [19.9, "Baixo"],
    [19.94, "Baixo"], // shown 19,9
    [19.96, "Moderado"], // shown 20,0: the category agrees with the number
    [20, "Moderado"],
    [39.9, "Moderado"],
    [40, "Acentuado"],
    [59.9, "Acentuado"],
    [60, "Intenso"],
    [150, "Intenso"],
  ] as const)("%s IBU → %s", (ibu, category) => {
    expect(ibuCategory(ibu)).toBe(category);
  });
});

describe("formatIbu", () => {
  it("one decimal, pt-BR", () => {
    expect(formatIbu(17.29980579)).toBe("17,3");
    expect(formatIbu(1234.56)).toBe("1.234,6");
    expect(formatIbu(Number.NaN)).toBe("—");
  });
});

describe("BU:GU", () => {
  it("IBU over gravity points", () => {
    // 17.29980579383244 / ((1.050 − 1) × 1000 = 50) = 0.34599611587665
    expect(buGuRatio(DEFAULT_IBU, 1.05)).toBeCloseTo(0.34599611587665, 10);
    expect(buGuRatio(10, 1)).toBeUndefined();
  });
});

describe("adições (§4)", () => {
  it("defaults: 20 L, OG 1,050, one addition of 5%, 30 g, 60 min", () => {
    expect(defaultIbuInput()).toEqual({
      volume: "20",
      originalGravity: "1,050",
      additions: [{ id: "1", alphaAcid: "5", weight: "30", boilTime: "60" }],
    });
  });

  it("a new addition is 5%, 20 g, 15 min with the next id", () => {
    const input = defaultIbuInput();
    expect(newAddition(input.additions)).toEqual({ id: "2", alphaAcid: "5", weight: "20", boilTime: "15" });
    expect(
      nextAdditionId([
        { id: "1", alphaAcid: "", weight: "", boilTime: "" },
        { id: "7", alphaAcid: "", weight: "", boilTime: "" },
      ]),
    ).toBe("8");
    expect(nextAdditionId([])).toBe("1");
  });

  it("removing the last addition is refused", () => {
    const one = defaultIbuInput().additions;
    expect(removeAddition(one, "1")).toBeUndefined();
    const two = [...one, newAddition(one)];
    expect(removeAddition(two, "1")?.map((a) => a.id)).toEqual(["2"]);
  });
});

describe("validação (§5)", () => {
  const base = (): IbuInput => defaultIbuInput();
  const withHop = (patch: Partial<IbuInput["additions"][number]>): IbuInput => {
    const input = base();
    return { ...input, additions: [{ ...input.additions[0]!, ...patch }] };
  };

  it("the defaults are valid and parsed (1,050 → 1.05)", () => {
    const v = validateIbu(base());
    expect(v).toEqual({
      ok: true,
      value: { volume: 20, originalGravity: 1.05, additions: [{ id: "1", alphaAcid: 5, weight: 30, boilTime: 60 }] },
      errors: { additions: {} },
    });
  });

  it("accepts comma and dot (D2)", () => {
    const v = validateIbu({
      volume: "20,5",
      originalGravity: "1.048",
      additions: [{ id: "1", alphaAcid: "5,5", weight: "30", boilTime: "60" }],
    });
    expect(v.ok && v.value).toEqual({
      volume: 20.5,
      originalGravity: 1.048,
      additions: [{ id: "1", alphaAcid: 5.5, weight: 30, boilTime: 60 }],
    });
  });

  it.each([
    ["", MESSAGES.volume.required],
    ["abc", MESSAGES.volume.invalid],
    ["0", MESSAGES.volume.min],
    ["0,9", MESSAGES.volume.min],
    ["20,25", MESSAGES.volume.step],
    // Issue 16: a dot before three digits groups thousands in litres, so "20.000" is 20 000 L.
    ["20.000", MESSAGES.volume.max],
    ["10000,1", MESSAGES.volume.max],
  ])("volume %j → %s, toast about volume and density", (volume, message) => {
    const v = validateIbu({ ...base(), volume });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors.volume).toBe(message);
    expect(v.reason).toBe("volume-og");
  });

  it("the plausibility messages name the range (issue 16)", () => {
    expect(MESSAGES.volume.max).toBe("Informe um volume entre 1 e 10.000 L.");
    expect(MESSAGES.weight.max).toBe("Informe um peso entre 1 e 10.000 g.");
    expect(IBU_LIMITS.weight.maxDecimals).toBe(1);
  });

  it("numbers as Brazilians type them, by field (issue 16)", () => {
    const v = validateIbu({
      volume: "1.000",
      originalGravity: "1.050",
      additions: [
        { id: "1", alphaAcid: "5.5", weight: "12,5", boilTime: "60" },
        { id: "2", alphaAcid: "12,5", weight: "12.5", boilTime: "15" },
        { id: "3", alphaAcid: "4", weight: "1.500", boilTime: "0" },
      ],
    });
    expect(v.ok && v.value).toEqual({
      volume: 1000,
      originalGravity: 1.05,
      additions: [
        { id: "1", alphaAcid: 5.5, weight: 12.5, boilTime: 60 },
        { id: "2", alphaAcid: 12.5, weight: 12.5, boilTime: 15 },
        { id: "3", alphaAcid: 4, weight: 1500, boilTime: 0 },
      ],
    });
  });

  it('"1.050" is 1,050 in the gravity but 1050 in litres', () => {
    const v = validateIbu({ ...base(), volume: "1.050", originalGravity: "1.050" });
    expect(v.ok && [v.value.volume, v.value.originalGravity]).toEqual([1050, 1.05]);
  });

  it("12,5 g of hops is accepted and computed", () => {
    // 5%, 12.5 g, 60 min in 20 L: mg/L = 0.05 × 12.5 × 1000 / 20 = 31.25; IBU = 0.23066407725110 × 31.25
    //   = 7.20825241409688 → "7,2"
    const v = validateIbu({ ...base(), additions: [{ id: "1", alphaAcid: "5", weight: "12,5", boilTime: "60" }] });
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(calculateIbu(v.value).totalIBU).toBeCloseTo(7.20825241409688, 10);
  });

  it("the range limits themselves are accepted: 10.000 L and 10.000 g", () => {
    expect(validateIbu({ ...base(), volume: "10.000" }).ok).toBe(true);
    expect(validateIbu(withHop({ weight: "10.000" })).ok).toBe(true);
    expect(validateIbu(withHop({ weight: "1,5" })).ok).toBe(true);
  });

  it("volume 1 and 1,5 are accepted", () => {
    expect(validateIbu({ ...base(), volume: "1" }).ok).toBe(true);
    expect(validateIbu({ ...base(), volume: "1,5" }).ok).toBe(true);
  });

  it.each([
    ["", MESSAGES.originalGravity.required],
    ["1,2,3", MESSAGES.originalGravity.invalid],
    ["1", MESSAGES.originalGravity.min],
    ["1,000", MESSAGES.originalGravity.min],
    ["0,990", MESSAGES.originalGravity.min],
    ["1050", MESSAGES.originalGravity.max],
    ["1,0505", MESSAGES.originalGravity.step],
  ])("OG %j → %s", (originalGravity, message) => {
    const v = validateIbu({ ...base(), originalGravity });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors.originalGravity).toBe(message);
    expect(v.reason).toBe("volume-og");
  });

  it("OG limits 1,001 and 1,200 are accepted", () => {
    expect(validateIbu({ ...base(), originalGravity: "1,001" }).ok).toBe(true);
    expect(validateIbu({ ...base(), originalGravity: "1.200" }).ok).toBe(true);
  });

  it.each([
    [{ alphaAcid: "" }, "alphaAcid", MESSAGES.alphaAcid.required],
    [{ alphaAcid: "x" }, "alphaAcid", MESSAGES.alphaAcid.invalid],
    [{ alphaAcid: "25,1" }, "alphaAcid", MESSAGES.alphaAcid.range],
    [{ alphaAcid: "-1" }, "alphaAcid", MESSAGES.alphaAcid.range],
    [{ alphaAcid: "5,55" }, "alphaAcid", MESSAGES.alphaAcid.step],
    [{ weight: "" }, "weight", MESSAGES.weight.required],
    [{ weight: "0" }, "weight", MESSAGES.weight.min],
    [{ weight: "7,55" }, "weight", MESSAGES.weight.step],
    [{ weight: "12.500" }, "weight", MESSAGES.weight.max],
    [{ boilTime: "" }, "boilTime", MESSAGES.boilTime.required],
    [{ boilTime: "121" }, "boilTime", MESSAGES.boilTime.range],
    [{ boilTime: "10,5" }, "boilTime", MESSAGES.boilTime.step],
  ] as const)("addition %j → %s: %s", (patch, field, message) => {
    const v = validateIbu(withHop(patch));
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors.additions["1"]?.[field]).toBe(message);
    expect(v.reason).toBe("additions");
  });

  it("the hop limits themselves are accepted: alpha 0 and 25, weight 1, boil 0 and 120", () => {
    expect(validateIbu(withHop({ alphaAcid: "0", weight: "1", boilTime: "0" })).ok).toBe(true);
    expect(validateIbu(withHop({ alphaAcid: "25", boilTime: "120" })).ok).toBe(true);
  });

  it("volume/OG errors win the toast but addition errors are still reported", () => {
    const v = validateIbu({ ...withHop({ weight: "0" }), volume: "0" });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.reason).toBe("volume-og");
    expect(v.errors.additions["1"]?.weight).toBe(MESSAGES.weight.min);
  });
});

describe("estado na URL (D3)", () => {
  const example = "volume=20&og=1.050&lupulo=5:30:60&lupulo=8:20:15";

  it("writes exactly the issue's shape", () => {
    const input = defaultIbuInput();
    input.additions.push({ id: "2", alphaAcid: "8", weight: "20", boilTime: "15" });
    expect(ibuToQuery(input)).toBe(example);
  });

  it("decimals go with a dot; OG keeps three decimals", () => {
    expect(
      ibuToQuery({
        volume: "20,5",
        originalGravity: "1,06",
        additions: [{ id: "1", alphaAcid: "5,5", weight: "30", boilTime: "60" }],
      }),
    ).toBe("volume=20.5&og=1.060&lupulo=5.5:30:60");
  });

  it("an invalid or absurd field is written empty: a link never carries it (issue 16)", () => {
    expect(
      ibuToQuery({
        volume: "",
        originalGravity: "1,2,3",
        additions: [{ id: "1", alphaAcid: "5", weight: "", boilTime: "60" }],
      }),
    ).toBe("volume=&og=&lupulo=5::60");
    expect(
      ibuToQuery({
        volume: "20.000",
        originalGravity: "1050",
        additions: [{ id: "1", alphaAcid: "30", weight: "12,55", boilTime: "600" }],
      }),
    ).toBe("volume=&og=&lupulo=::");
    // Read back, the empty fields ask to be filled: no result from defaults the visitor never saw.
    const { input, fromLink } = ibuFromQuery(new URLSearchParams("volume=&og=&lupulo=5::60"));
    expect(fromLink).toBe(true);
    expect(validateIbu(input).errors).toEqual({
      volume: MESSAGES.volume.required,
      originalGravity: MESSAGES.originalGravity.required,
      additions: { "1": { weight: MESSAGES.weight.required } },
    });
  });

  it("valid values are written as numbers, whatever way they were typed", () => {
    expect(
      ibuToQuery({
        volume: "1.000",
        originalGravity: "1.05",
        additions: [{ id: "1", alphaAcid: "12.5", weight: "12,5", boilTime: "60" }],
      }),
    ).toBe("volume=1000&og=1.050&lupulo=12.5:12.5:60");
  });

  it("reads a link's numbers by field kind and shows them as typed", () => {
    const { input } = ibuFromQuery(new URLSearchParams("volume=1000&og=1.05&lupulo=12.5:12.5:60&lupulo=5:1.5:x"));
    expect(input).toEqual({
      volume: "1.000",
      originalGravity: "1,050",
      additions: [
        { id: "1", alphaAcid: "12,5", weight: "12,5", boilTime: "60" },
        { id: "2", alphaAcid: "5", weight: "1,5", boilTime: "x" },
      ],
    });
    // Too many decimals are kept as they came, so the field's message explains them.
    expect(ibuFromQuery(new URLSearchParams("og=1.0505")).input.originalGravity).toBe("1,0505");
  });

  it("reads the form as the browser submits it without JavaScript (issue 16)", () => {
    const submitted = new URLSearchParams(
      "volume=1.000&og=1%2C050&alfa1=5&peso1=12%2C5&fervura1=60&alfa2=8&peso2=20&fervura2=15",
    );
    const { input, fromLink } = ibuFromQuery(submitted);
    expect(fromLink).toBe(true);
    expect(input).toEqual({
      volume: "1.000",
      originalGravity: "1,050",
      additions: [
        { id: "1", alphaAcid: "5", weight: "12,5", boilTime: "60" },
        { id: "2", alphaAcid: "8", weight: "20", boilTime: "15" },
      ],
    });
    // The canonical link of that form.
    expect(ibuToQuery(input)).toBe("volume=1000&og=1.050&lupulo=5:12.5:60&lupulo=8:20:15");
    // `lupulo` wins when both are present.
    // A hop form alone is a calculation too, its additions in order of position (a gap closes).
    expect(ibuFromQuery(new URLSearchParams("alfa3=6&peso1=7")).input.additions).toEqual([
      { id: "1", alphaAcid: "", weight: "7", boilTime: "" },
      { id: "2", alphaAcid: "6", weight: "", boilTime: "" },
    ]);
    expect(ibuFromQuery(new URLSearchParams("lupulo=5:30:60&alfa1=8&peso1=1&fervura1=1")).input.additions).toEqual(
      defaultIbuInput().additions,
    );
    const many = Array.from({ length: 30 }, (_, i) => `alfa${i + 1}=5&peso${i + 1}=10&fervura${i + 1}=10`).join("&");
    expect(ibuFromQuery(new URLSearchParams(many)).input.additions).toHaveLength(MAX_ADDITIONS);
  });

  it("reads the example link back into the fields", () => {
    const { input, fromLink } = ibuFromQuery(new URLSearchParams(example));
    expect(fromLink).toBe(true);
    expect(input).toEqual({
      volume: "20",
      originalGravity: "1,050",
      additions: [
        { id: "1", alphaAcid: "5", weight: "30", boilTime: "60" },
        { id: "2", alphaAcid: "8", weight: "20", boilTime: "15" },
      ],
    });
    expect(ibuToQuery(input)).toBe(example);
  });

  it("no parameters: the defaults, not a link", () => {
    expect(ibuFromQuery(new URLSearchParams(""))).toEqual({ input: defaultIbuInput(), fromLink: false });
    expect(ibuFromQuery(new URLSearchParams("utm_source=x")).fromLink).toBe(false);
  });

  it("missing values take the defaults; missing hop parts stay empty", () => {
    const { input } = ibuFromQuery(new URLSearchParams("og=1.060"));
    expect(input.volume).toBe("20");
    expect(input.originalGravity).toBe("1,060");
    expect(input.additions).toEqual(defaultIbuInput().additions);
    expect(ibuFromQuery(new URLSearchParams("lupulo=7")).input.additions).toEqual([
      { id: "1", alphaAcid: "7", weight: "", boilTime: "" },
    ]);
  });

  it("keeps at most MAX_ADDITIONS additions", () => {
    const query = Array.from({ length: 50 }, () => "lupulo=5:10:10").join("&");
    expect(ibuFromQuery(new URLSearchParams(query)).input.additions).toHaveLength(MAX_ADDITIONS);
  });
});
