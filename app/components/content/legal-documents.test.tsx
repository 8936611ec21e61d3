// The legal pages rendered for each state of the site's identity (issue 28, D21,
// docs/decisions/0036-site-identity.md): before anything is saved no bracket, no invented
// value and "a definir" only where the record allows it; saved, the operator's data.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import PrivacyPolicyDocument from "~/components/content/privacy-policy-document";
import TermsOfUseDocument from "~/components/content/terms-of-use-document";
import AdvertiseDocument from "~/components/content/advertise-document";
import { siteOperatorFrom, UNIDENTIFIED_OPERATOR, type SiteOperator } from "~/content/site-operator";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function render(operator: SiteOperator) {
  const wrap = (node: React.ReactNode) => text(renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>));
  return {
    terms: wrap(<TermsOfUseDocument title="Termos de Uso" description="" operator={operator} />),
    policy: wrap(<PrivacyPolicyDocument title="Política de Privacidade" description="" operator={operator} />),
    ads: wrap(<AdvertiseDocument title="Anuncie" description="" audience={null} adsEmail={operator.adsEmail} />),
  };
}

describe("páginas legais sem os dados do responsável", () => {
  const { terms, policy, ads } = render(UNIDENTIFIED_OPERATOR);

  it("nenhum colchete, nada inventado, nenhum valor vazio", () => {
    for (const page of [terms, policy, ads]) {
      expect(page).not.toMatch(/\[|\]|undefined|null|Ltda|CNPJ sob|CPF sob/);
    }
    expect(terms).not.toContain("O Cervejômetro é mantido por");
    expect(policy).toContain("é quem mantém o site.");
  });

  it("o foro segue a lei; o encarregado, o e-mail e o contato de anúncios dizem 'a definir'", () => {
    expect(terms).toContain("vale o foro que a lei indicar");
    expect(terms).not.toContain("fica eleito o foro");
    expect(policy).toContain("Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): a definir.");
    expect(policy).toContain("pelo e-mail a definir");
    expect(ads).toContain("O e-mail para anunciantes está a definir.");
  });
});

describe("páginas legais com os dados gravados", () => {
  const { terms, policy, ads } = render(
    siteOperatorFrom({
      legalName: "Lúpulo & Malte Comunicação Ltda",
      kind: "pessoa_juridica",
      document: "11222333000181",
      address: "Av. Paulista, 1000",
      city: "São Paulo",
      state: "SP",
      contactEmail: "contato@lupulomalte.com.br",
      dpoName: "",
      dpoEmail: "",
      forumCity: "Campinas",
      forumState: "SP",
      adsEmail: "",
      updatedOn: "2020-01-01",
    }),
  );

  it("nomeiam o responsável, o CNPJ, a sede, o foro e o canal dos titulares", () => {
    expect(terms).toContain(
      "é mantido por Lúpulo & Malte Comunicação Ltda , inscrito no CNPJ sob o nº 11.222.333/0001-81, com sede em São Paulo/SP",
    );
    expect(terms).toContain("fica eleito o foro da comarca de Campinas/SP");
    expect(policy).toContain("não indicamos um encarregado");
    expect(policy).toContain("contato@lupulomalte.com.br");
    expect(policy).not.toContain("a definir");
    expect(terms).not.toContain("a definir");
    expect(ads).toContain("contato@lupulomalte.com.br");
  });
});
