// Issue 28 item 1 (D21) in a real browser: /admin/site, the "Site" tab. Every admin page
// warns while the identity is the demo's; the form refuses bad data in Portuguese (check
// digits, e-mail, forum) in the browser and again on the server; a good save shows the
// toast, ends the warning and changes the privacy policy, the terms, the footer and
// /anuncie at once (also the copies the page cache held), with no bracketed placeholder.
// At desktop and phone width, axe in light and dark on the form with its errors. The files
// share one server: the demo's operator is put back when this file ends.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSiteIdentity } from "../../db/seed-data";
import {
  BASE_URL,
  cookieHeader,
  launchBrowser,
  newContext,
  seriousA11yViolations,
  signIn,
  toast,
  VIEWPORTS,
  waitForHydration,
  wholeText,
} from "./support";

const url = (path: string) => `${BASE_URL}${path}`;
const NOTICE = "Preencha os dados do responsável antes de publicar o site";

let browser: Browser;
let cookie = "";

function postIdentity(values: Record<string, string>) {
  return fetch(url("/admin/site"), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL, Cookie: cookie },
    body: new URLSearchParams(values).toString(),
  });
}

const demoForm = () => ({
  ...demoSiteIdentity,
  forum: `${demoSiteIdentity.forumCity}/${demoSiteIdentity.forumState}`,
});

/** A public page as a visitor without cookies gets it (from the page cache when it holds it). */
async function publicText(path: string): Promise<string> {
  const res = await fetch(url(path));
  expect(res.status).toBe(200);
  return res.text();
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  // Put the demo's operator back for the files that run after this one.
  if (cookie) expect((await postIdentity(demoForm())).status).toBe(302);
  await browser?.close();
});

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

describe.each(VIEWPORTS)("/admin/site ($name)", ({ name, viewport }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, { viewport, clientIp: `198.51.100.${140 + (name === "phone" ? 1 : 0)}` });
    page = await context.newPage();
    await signIn(page);
    await page.waitForURL(url("/admin"));
    cookie = await cookieHeader(context);
    // Each viewport starts from the demo's operator.
    expect((await postIdentity(demoForm())).status).toBe(302);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it("the demo's operator does not count: every admin page warns, with a link to the Site tab", async () => {
    for (const path of ["/admin", "/admin/seo", "/post-creator"]) {
      await page.goto(path);
      await expect.poll(() => page.getByText(NOTICE).count()).toBe(1);
    }
    await waitForHydration(page);
    await page.getByRole("link", { name: "Preencher dados do site" }).click();
    await page.waitForURL(url("/admin/site"));
    const tab = page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Site" });
    await expect.poll(() => tab.getAttribute("aria-current")).toBe("page");
    expect(await page.getByLabel("Nome do responsável", { exact: true }).inputValue()).toBe(demoSiteIdentity.legalName);
    expect(await page.getByLabel("CPF ou CNPJ", { exact: true }).inputValue()).toBe("12.345.678/0001-95");
    expect(await page.getByText("Estes são os dados fictícios da demonstração: troque-os pelos seus.").count()).toBe(1);
  });

  it("refuses bad data with Portuguese messages, in the browser and on the server", async () => {
    await page.goto("/admin/site");
    await waitForHydration(page);
    await fill(page, {
      "Nome do responsável": "Lúpulo & Malte Comunicação Ltda",
      "CPF ou CNPJ": "11.222.333/0001-80",
      "E-mail de contato": "contato-sem-arroba",
      "Encarregado (DPO)": "Ana Souza",
      "E-mail do encarregado": "",
      "Foro (cidade/UF)": "Campinas",
    });
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("CNPJ inválido: confira os números (os dígitos verificadores não conferem)").waitFor();
    expect(await page.getByText("Informe um e-mail válido, como nome@seudominio.com.br").count()).toBe(1);
    expect(await page.getByText("Informe o e-mail do encarregado, ou deixe os dois em branco").count()).toBe(1);
    expect(await page.getByText("Informe a cidade e a UF do foro, como São Paulo/SP").count()).toBe(1);
    expect(await page.getByLabel("CPF ou CNPJ", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/admin/site");

    // A person with a company's number, or a CPF whose check digits are wrong: the server says so too.
    const asPerson = await postIdentity({ ...demoForm(), kind: "pessoa_fisica" });
    expect(asPerson.status).toBe(400);
    expect(await asPerson.text()).toContain("O CPF tem 11 dígitos");
    const badCpf = await postIdentity({ ...demoForm(), kind: "pessoa_fisica", document: "123.456.789-00" });
    expect(badCpf.status).toBe(400);
    expect(await badCpf.text()).toContain("CPF inválido");

    if (name === "desktop") {
      // axe on the form with its errors, light and dark.
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate((dark) => {
          document.documentElement.classList.toggle("dark", dark);
        }, scheme === "dark");
        await page.mouse.move(0, 0);
        expect(await seriousA11yViolations(page), scheme).toEqual([]);
      }
      await page.evaluate(() => document.documentElement.classList.remove("dark"));
    } else {
      // Nothing scrolls sideways on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    }
  });

  it("saves good data with a toast; the warning ends and the public pages name the operator", async () => {
    // Warm the page cache with the demo's operator, as a visitor would.
    expect(await publicText("/termos-de-uso")).toContain(demoSiteIdentity.legalName);
    const company = name === "desktop";
    await page.goto("/admin/site");
    await waitForHydration(page);
    if (!company) await page.getByLabel("Pessoa física (CPF)").check();
    await fill(page, {
      "Nome do responsável": company ? "Lúpulo & Malte Comunicação Ltda" : "Ana Beatriz Souza",
      // Masked or not, as people type it.
      "CPF ou CNPJ": company ? "11.222.333/0001-81" : "12345678909",
      Endereço: company ? "Av. Paulista, 1000, Bela Vista, CEP 01310-100" : "",
      Cidade: company ? "São Paulo" : "Campinas",
      "E-mail de contato": "contato@lupulomalte.com.br",
      "E-mail para anunciantes": company ? "anuncie@lupulomalte.com.br" : "",
      "Encarregado (DPO)": company ? "Ana Souza" : "",
      "E-mail do encarregado": company ? "dpo@lupulomalte.com.br" : "",
      "Foro (cidade/UF)": "Campinas/SP",
    });
    await page.getByLabel("UF", { exact: true }).selectOption(company ? "SP" : "SP");
    await page.getByRole("button", { name: "Salvar" }).click();
    await toast(page, "Dados do site salvos").waitFor();
    await expect.poll(() => page.getByText(NOTICE).count()).toBe(0);
    expect(await page.getByLabel("CPF ou CNPJ", { exact: true }).inputValue()).toBe(
      company ? "11.222.333/0001-81" : "123.456.789-09",
    );

    for (const path of ["/politica-de-privacidade", "/termos-de-uso"]) {
      await page.goto(path);
      const main = await wholeText(page);
      expect(main, path).toContain(company ? "Lúpulo & Malte Comunicação Ltda" : "Ana Beatriz Souza");
      expect(main, path).toContain(company ? "11.222.333/0001-81" : "123.456.789-09");
      expect(main, path).toContain("contato@lupulomalte.com.br");
      expect(main, path).not.toContain(demoSiteIdentity.legalName);
      expect(main, path).not.toMatch(/\[[^\]]*\]/);
      expect(await page.locator("#rodape").innerText(), path).toContain(
        company ? "Lúpulo & Malte Comunicação Ltda, CNPJ 11.222.333/0001-81" : "Ana Beatriz Souza",
      );
    }
    const terms = await wholeText(page);
    expect(terms).toContain("fica eleito o foro da comarca de Campinas/SP");
    await page.goto("/politica-de-privacidade");
    const policy = await wholeText(page);
    if (company) {
      expect(policy).toContain("Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): Ana Souza");
      expect(policy).toContain("nos obriga a guardar");
    } else {
      expect(policy).toContain("não indicamos um encarregado");
      expect(policy).toContain("o que não é o nosso caso");
      // A person's CPF stays off the footer.
      expect(await page.locator("#rodape").innerText()).not.toContain("123.456.789-09");
    }

    // A visitor without cookies gets the new text at once: the save emptied the page cache.
    const cached = await publicText("/termos-de-uso");
    expect(cached).toContain(company ? "Lúpulo &amp; Malte Comunicação Ltda" : "Ana Beatriz Souza");
    expect(cached).not.toContain(demoSiteIdentity.legalName);
    const anuncie = await publicText("/anuncie");
    expect(anuncie).toContain(company ? "mailto:anuncie@lupulomalte.com.br" : "mailto:contato@lupulomalte.com.br");
  });
});
