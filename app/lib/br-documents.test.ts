import { describe, expect, it } from "vitest";
import {
  BRAZIL_STATES,
  formatCnpj,
  formatCpf,
  isBrazilState,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
} from "./br-documents";

describe("CPF", () => {
  it("accepts numbers whose check digits are right, with or without the mask", () => {
    for (const cpf of ["123.456.789-09", "12345678909", "529.982.247-25", "52998224725", " 111.444.777-35 "]) {
      expect(isValidCpf(cpf), cpf).toBe(true);
    }
  });

  it("refuses a wrong check digit, the wrong length, letters and repeated digits", () => {
    for (const cpf of [
      "123.456.789-00",
      "123.456.789-19",
      "529.982.247-24",
      "1234567890",
      "123456789091",
      "123.456.789-0A",
      "000.000.000-00",
      "111.111.111-11",
      "999.999.999-99",
      "",
    ]) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });
});

describe("CNPJ", () => {
  it("accepts numbers whose check digits are right, with or without the mask", () => {
    for (const cnpj of ["11.222.333/0001-81", "11222333000181", "00.000.000/0001-91", "45.997.418/0001-53"]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
    }
  });

  it("accepts the alphanumeric CNPJ (IN RFB 2.229/2024), in either case", () => {
    // The Receita Federal's own example.
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12abc34501de35")).toBe(true);
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
  });

  it("refuses a wrong check digit, the wrong length, letters in the check digits and repeats", () => {
    for (const cnpj of [
      "11.222.333/0001-80",
      "11.222.333/0001-91",
      "1122233300018",
      "112223330001811",
      "11.222.333/0001-8A",
      "00.000.000/0000-00",
      "11.111.111/1111-11",
      "123.456.789-09",
      "",
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(false);
    }
  });
});

describe("masks", () => {
  it("drops dots, slash, hyphen and spaces and upper-cases letters", () => {
    expect(normalizeDocument(" 123.456.789-09 ")).toBe("12345678909");
    expect(normalizeDocument("11.222.333/0001-81")).toBe("11222333000181");
    expect(normalizeDocument("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });

  it("formats the stored numbers the usual way", () => {
    expect(formatCpf("12345678909")).toBe("123.456.789-09");
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("12ABC34501DE35")).toBe("12.ABC.345/01DE-35");
    expect(formatCpf("123")).toBe("123");
  });
});

describe("UF", () => {
  it("lists the 27 federative units", () => {
    expect(BRAZIL_STATES).toHaveLength(27);
    expect(new Set(BRAZIL_STATES).size).toBe(27);
    expect(isBrazilState("SP")).toBe(true);
    expect(isBrazilState("DF")).toBe(true);
    expect(isBrazilState("XX")).toBe(false);
    expect(isBrazilState("sp")).toBe(false);
  });
});
