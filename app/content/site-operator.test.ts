// The privacy policy's access-log wording must be true for the operator as configured
// (issue 11): Marco Civil art. 15 binds only a legal entity that runs the site in an
// organised, professional way for profit.
import { describe, expect, it } from "vitest";
import { accessLogRetention, siteOperator } from "./site-operator";

describe("guarda dos registros de acesso conforme o operador", () => {
  it("pessoa jurídica profissional com fins econômicos: obrigação legal do art. 15", () => {
    const text = accessLogRetention({ ...siteOperator, professionalForProfitEntity: true });
    expect(text.why).toContain("nos obriga a guardar");
    expect(text.why).toContain("6 meses");
    expect(text.legalBasis).toContain("obrigação legal");
    expect(text.retention).toContain("art. 15");
  });

  it("quem não é: legítimo interesse, sem alegar uma obrigação que não existe", () => {
    const text = accessLogRetention({ ...siteOperator, professionalForProfitEntity: false });
    expect(text.why).toContain("o que não é o nosso caso");
    expect(text.why).toContain("6 meses");
    expect(text.legalBasis).not.toContain("obrigação legal");
    expect(text.legalBasis).toContain("Legítimo interesse");
    expect(text.retention).not.toContain("art. 15");
  });
});
