import { describe, expect, it } from "vitest";
import { ADVANCED_DEFAULTS, advancedQuery, BASIC_DEFAULTS, basicQuery, parseAbvQuery } from "~/calculators/abv";
import { defaultFormValues, formFromSearchParams, formToQuery } from "~/calculators/budget";
import { entriesFromSearch, entriesToQuery } from "~/calculators/comparator";
import { ibuFromQuery, ibuToQuery } from "~/calculators/ibu";
import {
  PARTY_DEFAULTS,
  PER_PERSON_DEFAULTS,
  partyFormFromSearch,
  partyFormToQuery,
  perPersonFormFromSearch,
  perPersonFormToQuery,
} from "~/calculators/party";
import {
  choiceField,
  commaDecimal,
  commaKeepingEncoding,
  componentEncoding,
  decimalField,
  formEncoding,
  hasAnyField,
  rawEncoding,
  readFields,
  textField,
  urlDecimal,
  type UrlFields,
  writeFields,
} from "~/lib/url-state";

interface Form {
  name: string;
  size: "p" | "g";
  price: string;
  tags: string[];
}

const FIELDS: UrlFields<Form> = {
  name: textField("nome", "Ana"),
  size: choiceField("tamanho", ["p", "g"] as const, "p"),
  price: { ...decimalField("preco", ""), omit: (price) => price.trim() === "" },
  tags: {
    name: "tag",
    list: true,
    fallback: ["a"],
    max: 2,
    read: (raw) => (raw === "" ? undefined : raw),
    write: (tag) => tag,
  },
};

describe("the field codec", () => {
  it("reads defaults for absent parameters and each reader for present ones", () => {
    expect(readFields(new URLSearchParams(""), FIELDS)).toEqual({ name: "Ana", size: "p", price: "", tags: ["a"] });
    expect(readFields(new URLSearchParams("nome=+Bia+&tamanho=g&preco=3.49&tag=x&tag=&tag=y&tag=z"), FIELDS)).toEqual({
      name: "Bia",
      size: "g",
      price: "3,49",
      // at most `max` values are read; a value the reader refuses is dropped
      tags: ["x"],
    });
    expect(readFields(new URLSearchParams("tamanho=xl"), FIELDS).size).toBe("p");
  });

  it("writes in the table's order, leaving out omitted fields", () => {
    expect(writeFields({ name: "Ana", size: "p", price: "", tags: [] }, FIELDS)).toBe("nome=Ana&tamanho=p");
    expect(writeFields({ name: " Bia Lu ", size: "g", price: "3,49", tags: ["a,b", "c"] }, FIELDS)).toBe(
      "nome=Bia+Lu&tamanho=g&preco=3.49&tag=a%2Cb&tag=c",
    );
  });

  it("round-trips a form through its query string", () => {
    const form: Form = { name: "Zé", size: "g", price: "4,5", tags: ["x", "y"] };
    expect(readFields(new URLSearchParams(writeFields(form, FIELDS)), FIELDS)).toEqual(form);
  });

  it("tells a link with inputs from a plain visit", () => {
    expect(hasAnyField(new URLSearchParams("utm_source=x"), FIELDS)).toBe(false);
    expect(hasAnyField(new URLSearchParams("tag="), FIELDS)).toBe(true);
  });

  it("escapes values the way each calculator always did", () => {
    expect(formEncoding("1,5 a:b")).toBe("1%2C5+a%3Ab");
    expect(componentEncoding("1,5 a:b")).toBe("1%2C5%20a%3Ab");
    expect(commaKeepingEncoding("1,5 a:b")).toBe("1,5%20a%3Ab");
    expect(rawEncoding("350:3.49")).toBe("350:3.49");
  });

  it("turns decimals between the URL's dot and the field's comma", () => {
    expect(commaDecimal("4.5")).toBe("4,5");
    expect(commaDecimal("-4")).toBe("-4");
    expect(commaDecimal("4.5.1")).toBe("4.5.1");
    expect(urlDecimal("4,5")).toBe("4.5");
    expect(urlDecimal("1,05", 3)).toBe("1.050");
    expect(urlDecimal("1,0505", 3)).toBe("1.0505");
    expect(urlDecimal(" abc ")).toBe("abc");
  });
});

// Every calculator's links, written and read back: the exact strings old links use.
describe("round trips of every calculator", () => {
  it.each([
    ["/festa", "bebem=12&nao_bebem=0&criancas=2&horas=4.5&clima=muito-quente&perfil=leve&embalagem=600&preco=3.49"],
    ["/festa", "bebem=20&nao_bebem=5&criancas=3&horas=5&clima=ameno&perfil=moderado&embalagem=350"],
  ])("%s?%s", (_, query) => {
    const form = partyFormFromSearch(new URLSearchParams(query));
    expect(partyFormToQuery(form)).toBe(query);
  });

  it("/festa and /por-pessoa defaults", () => {
    expect(partyFormFromSearch(new URLSearchParams(partyFormToQuery(PARTY_DEFAULTS)))).toEqual(PARTY_DEFAULTS);
    const query = "pessoas=7&horas=2.5&clima=quente&perfil=intenso&embalagem=1000";
    expect(perPersonFormToQuery(perPersonFormFromSearch(new URLSearchParams(query)))).toBe(query);
    expect(perPersonFormFromSearch(new URLSearchParams(perPersonFormToQuery(PER_PERSON_DEFAULTS)))).toEqual(
      PER_PERSON_DEFAULTS,
    );
  });

  it("/abv, both tabs and both instruments", () => {
    const basic = "og=1.062&fg=1.012";
    expect(basicQuery(parseAbvQuery(new URLSearchParams(basic)).basic)).toBe(basic);
    for (const advanced of [
      "aba=avancada&og=1.120&fg=1.030&temp=20&formula=daniels&medicao=hydrometer",
      "aba=avancada&og=1.050&fg=1.010&temp=22.5&formula=balling&medicao=hydrometer&calibracao=15.56",
      "aba=avancada&og=12.5&fg=4.2&temp=20&formula=standard&medicao=refractometer&fator=1.02",
    ]) {
      expect(advancedQuery(parseAbvQuery(new URLSearchParams(advanced)).advanced)).toBe(advanced);
    }
    expect(parseAbvQuery(new URLSearchParams(advancedQuery(ADVANCED_DEFAULTS))).advanced).toEqual(ADVANCED_DEFAULTS);
    expect(parseAbvQuery(new URLSearchParams(basicQuery(BASIC_DEFAULTS))).basic).toEqual(BASIC_DEFAULTS);
  });

  it("/ibu with several additions", () => {
    const query = "volume=23.5&og=1.065&lupulo=12.5:25:60&lupulo=5:30:15&lupulo=4:50:0";
    const { input, fromLink } = ibuFromQuery(new URLSearchParams(query));
    expect(fromLink).toBe(true);
    expect(input.additions.map((a) => a.id)).toEqual(["1", "2", "3"]);
    expect(ibuToQuery(input)).toBe(query);
  });

  it("/orcamento, with and without guests", () => {
    for (const query of [
      "total=1000&convidados=20&qualidade=medium&cerveja=50&vinho=20&destilados=20&sem_alcool=10",
      "total=1500.5&convidados=&qualidade=premium&cerveja=33.33&vinho=33.33&destilados=33.34&sem_alcool=0",
    ]) {
      expect(formToQuery(formFromSearchParams(new URLSearchParams(query)).values)).toBe(query);
    }
    expect(formFromSearchParams(new URLSearchParams(formToQuery(defaultFormValues()))).values).toEqual(
      defaultFormValues(),
    );
  });

  it("/ (comparator), presets and a custom volume", () => {
    const query = "c=350:3.49&c=473:4.99&c=710:7.50";
    const entries = entriesFromSearch(new URLSearchParams(query));
    expect(entries?.map((e) => e.id)).toEqual(["1", "2", "3"]);
    expect(entriesToQuery(entries ?? [])).toBe(query);
    expect(entriesFromSearch(new URLSearchParams("x=1"))).toBeUndefined();
  });
});
