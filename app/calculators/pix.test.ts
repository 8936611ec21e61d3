// Issue 29 item 4: the Pix "copia e cola" payload and its CRC against published examples.
import { describe, expect, it } from "vitest";
import { checkPixKey, crc16, pixPayload, pixText, PIX_MESSAGES } from "./pix";

/** The fields of an EMV payload (ID → value), read back from its text. */
function fields(payload: string): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    map.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return map;
}

describe("CRC16-CCITT-FALSE", () => {
  it("o valor de conferência publicado do algoritmo: '123456789' → 29B1", () => {
    expect(crc16("123456789")).toBe("29B1");
  });
  it("quatro dígitos hexadecimais em maiúsculas, com zeros à esquerda", () => {
    expect(crc16("")).toBe("FFFF");
    expect(crc16("A")).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe("BR Code estático", () => {
  // The example of the Banco Central's "Manual de Padrões para Iniciação do Pix" (static QR, no amount).
  const BCB_EXAMPLE =
    "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

  it("reproduz o exemplo do manual do Banco Central, CRC incluído (1D3D)", () => {
    expect(pixPayload({ key: "123e4567-e12b-12d1-a456-426655440000", name: "Fulano de Tal", city: "BRASILIA" })).toBe(
      BCB_EXAMPLE,
    );
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe("1D3D");
  });

  it("com valor: o campo 54 com ponto e 2 decimais, antes do 58, e o CRC recalculado confere", () => {
    const payload = pixPayload({ key: "+5511987654321", name: "José da Silva", city: "São Paulo", amount: 45.5 });
    const f = fields(payload);
    expect([...f.keys()]).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(f.get("00")).toBe("01");
    expect(f.get("26")).toBe("0014br.gov.bcb.pix0114+5511987654321");
    expect(f.get("52")).toBe("0000");
    expect(f.get("53")).toBe("986");
    expect(f.get("54")).toBe("45.50");
    expect(f.get("58")).toBe("BR");
    expect(f.get("59")).toBe("Jose da Silva");
    expect(f.get("60")).toBe("Sao Paulo");
    expect(f.get("62")).toBe("0503***");
    expect(f.get("63")).toBe(crc16(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe("6304");
  });

  it("nome até 25 e cidade até 15 caracteres, sem acentos nem símbolos", () => {
    expect(pixText("Maria Conceição de Araújo Figueiredo", 25)).toBe("Maria Conceicao de Araujo");
    expect(pixText("São José dos Campos", 15)).toBe("Sao Jose dos Ca");
    expect(pixText("  Ana & Bia! ", 25)).toBe("Ana Bia");
  });
});

describe("chave Pix", () => {
  it("CPF com dígitos verificadores, com ou sem máscara", () => {
    expect(checkPixKey("529.982.247-25")).toEqual({ key: "52998224725", kind: "cpf" });
    expect(checkPixKey("529.982.247-26")).toEqual({ error: PIX_MESSAGES.cpfInvalid });
  });
  it("CNPJ com dígitos verificadores", () => {
    expect(checkPixKey("11.222.333/0001-81")).toEqual({ key: "11222333000181", kind: "cnpj" });
    expect(checkPixKey("11.222.333/0001-82")).toEqual({ error: PIX_MESSAGES.cnpjInvalid });
  });
  it("telefone: +55, DDD e número; celular com 9", () => {
    expect(checkPixKey("+55 11 98765-4321")).toEqual({ key: "+5511987654321", kind: "telefone" });
    expect(checkPixKey("(21) 98765-4321")).toEqual({ key: "+5521987654321", kind: "telefone" });
    expect(checkPixKey("11987654321")).toEqual({ key: "+5511987654321", kind: "telefone" });
    expect(checkPixKey("(00) 98765-4321")).toEqual({ error: PIX_MESSAGES.phoneInvalid });
  });
  it("e-mail em minúsculas; chave aleatória (UUID)", () => {
    expect(checkPixKey("Ana@Exemplo.com.br")).toEqual({ key: "ana@exemplo.com.br", kind: "email" });
    expect(checkPixKey("ana@exemplo")).toEqual({ error: PIX_MESSAGES.emailInvalid });
    expect(checkPixKey("123E4567-E12B-12D1-A456-426655440000")).toEqual({
      key: "123e4567-e12b-12d1-a456-426655440000",
      kind: "aleatoria",
    });
  });
  it("vazia ou irreconhecível: mensagem em português", () => {
    expect(checkPixKey("  ")).toEqual({ error: PIX_MESSAGES.keyRequired });
    expect(checkPixKey("abc")).toEqual({ error: PIX_MESSAGES.unknown });
  });
});
