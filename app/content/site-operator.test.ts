// The privacy policy's access-log wording must be true for the operator as configured
// (issue 11): Marco Civil art. 15 binds only a legal entity that runs the site in an
// organised, professional way for profit.
import { describe, expect, it } from "vitest";
import { accessLogRetention, LEGAL_TEXT_UPDATED_AT, siteOperatorFrom, type StoredSiteIdentity } from "./site-operator";

describe("guarda dos registros de acesso conforme o operador", () => {
  it("pessoa jurídica profissional com fins econômicos: obrigação legal do art. 15", () => {
    const text = accessLogRetention({ professionalForProfitEntity: true });
    expect(text.why).toContain("nos obriga a guardar");
    expect(text.why).toContain("6 meses");
    expect(text.legalBasis).toContain("obrigação legal");
    expect(text.retention).toContain("art. 15");
  });

  it("quem não é: legítimo interesse, sem alegar uma obrigação que não existe", () => {
    const text = accessLogRetention({ professionalForProfitEntity: false });
    expect(text.why).toContain("o que não é o nosso caso");
    expect(text.why).toContain("6 meses");
    expect(text.legalBasis).not.toContain("obrigação legal");
    expect(text.legalBasis).toContain("Legítimo interesse");
    expect(text.retention).not.toContain("art. 15");
  });
});

const company: StoredSiteIdentity = {
  legalName: "Cervejômetro Demonstração Ltda",
  kind: "pessoa_juridica",
  document: "11222333000181",
  address: "Rua Exemplo, 100",
  city: "São Paulo",
  state: "SP",
  contactEmail: "contato@exemplo.com.br",
  dpoName: "",
  dpoEmail: "",
  forumCity: "São Paulo",
  forumState: "SP",
  adsEmail: "",
  updatedOn: "2020-01-01",
};

describe("o operador como as páginas públicas o mostram (D21)", () => {
  it("sem dados gravados: nada inventado, nenhum colchete, a redação de sempre para os registros", () => {
    const operator = siteOperatorFrom(null);
    expect(operator.identification).toBeNull();
    expect(operator.contactEmail).toBeNull();
    expect(operator.forum).toBeNull();
    expect(operator.professionalForProfitEntity).toBe(true);
    expect(operator.legalPagesUpdatedAt).toBe(LEGAL_TEXT_UPDATED_AT);
    expect(JSON.stringify(operator)).not.toContain("[");
  });

  it("pessoa jurídica: CNPJ com máscara, fins econômicos, contato de anúncios cai no de contato", () => {
    const operator = siteOperatorFrom(company);
    expect(operator.identification).toMatchObject({ documentLabel: "CNPJ", documentNumber: "11.222.333/0001-81" });
    expect(operator.professionalForProfitEntity).toBe(true);
    expect(operator.adsEmail).toBe("contato@exemplo.com.br");
    expect(operator.dpo).toBeNull();
    expect(operator.forum).toBe("São Paulo/SP");
    // An older save never moves the pages' date back.
    expect(operator.legalPagesUpdatedAt).toBe(LEGAL_TEXT_UPDATED_AT);
  });

  it("pessoa física: CPF com máscara, sem fins econômicos; a data das páginas acompanha a gravação", () => {
    const operator = siteOperatorFrom({
      ...company,
      kind: "pessoa_fisica",
      document: "12345678909",
      dpoName: "Maria",
      dpoEmail: "dpo@exemplo.com.br",
      adsEmail: "anuncie@exemplo.com.br",
      updatedOn: "2099-03-04",
    });
    expect(operator.identification).toMatchObject({ documentLabel: "CPF", documentNumber: "123.456.789-09" });
    expect(operator.professionalForProfitEntity).toBe(false);
    expect(operator.dpo).toEqual({ name: "Maria", email: "dpo@exemplo.com.br" });
    expect(operator.adsEmail).toBe("anuncie@exemplo.com.br");
    expect(operator.legalPagesUpdatedAt).toBe("2099-03-04");
  });
});
