// Sign-in, the admin panel's frame, sign-out and the sign-in limits (§2 Login and Admin
// panel, §4 Auth, §8 Authentication, D13). Every test plays its own client address, so
// the per-address limit of one test never leaks into another. The order matters: the
// last test locks the real administrator account.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPosts } from "../../db/seed-data";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BASE_URL,
  expectH1,
  launchBrowser,
  newContext,
  seriousA11yViolations,
  toast,
  waitForHydration,
} from "./support";

const LOGIN_FAILED_TITLE = "Erro ao fazer login";
const LOGIN_FAILED_TEXT =
  "Credenciais inválidas ou usuário não encontrado. Entre em contato com o administrador para obter acesso.";
// Copied from app/lib/login-limit.server.ts (LOGIN_LOCKED_MESSAGE).
const LOGIN_LOCKED_TEXT =
  "Muitas tentativas de login sem sucesso. Por segurança, aguarde 10 minutos antes de tentar novamente.";

const url = (path: string) => `${BASE_URL}${path}`;
const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

let ipCounter = 10;
/** A client address of its own for each test ("203.0.113.10", "203.0.113.11"…). */
const nextIp = () => `203.0.113.${ipCounter++}`;

async function fillAndSubmit(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** One attempt through the form; resolves once the action answered and the page settled. */
async function attempt(page: Page, email: string, password: string) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"));
  await fillAndSubmit(page, email, password);
  const response = await answered;
  await page.waitForFunction(() => !document.querySelector('button[type="submit"][disabled]'));
  return response;
}

/** The in-page form error (the same text also shows as a toast). */
const formError = (page: Page) => page.locator("form [role=alert]");

/**
 * Closes the toasts, as a visitor would: they sit top-right for 4 s, over the panel's
 * header buttons.
 */
async function dismissToasts(page: Page) {
  const open = page.locator('[data-sonner-toast][data-removed="false"]');
  for (let i = 0; i < 5 && (await open.count()) > 0; i++) {
    await open.first().getByRole("button", { name: "Fechar notificação" }).click({ timeout: 2_000 });
    await page.waitForTimeout(50);
  }
  await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 5_000 });
}

async function signInAsAdmin(page: Page, start = "/auth") {
  await page.goto(start);
  await waitForHydration(page);
  await fillAndSubmit(page, ADMIN_EMAIL, ADMIN_PASSWORD);
}

describe("login e painel", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function client(options: Parameters<typeof newContext>[1] = {}) {
    const context = await newContext(browser, { clientIp: nextIp(), ...options });
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("/admin sem sessão leva a /auth com redirect=%2Fadmin", async () => {
    const { page } = await client();
    await page.goto("/");
    await page.goto("/admin");
    expect(pathOf(page)).toBe("/auth?redirect=%2Fadmin");
    await expectH1(page, "Acesso Administrativo");
    expect(await page.getByText("entre em contato com o administrador", { exact: false }).isVisible()).toBe(true);
    // The protected page left no history entry: "back" returns to where the visitor was.
    await page.goBack();
    expect(pathOf(page)).toBe("/");
  });

  it("campos vazios mostram \"Informe o e-mail\" e \"Informe a senha\" e ficam na página", async () => {
    const { page } = await client();
    await page.goto("/auth");
    await waitForHydration(page);
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByText("Informe o e-mail").waitFor();
    expect(await page.getByText("Informe a senha").isVisible()).toBe(true);
    expect(await page.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(pathOf(page)).toBe("/auth");
    expect(posted).toBe(false);
  });

  it("senha errada mostra o toast \"Erro ao fazer login\" com o texto do catálogo", async () => {
    const { page } = await client();
    await page.goto("/auth");
    await waitForHydration(page);
    await attempt(page, ADMIN_EMAIL, "senha-errada-123");
    const t = toast(page, LOGIN_FAILED_TITLE);
    await t.waitFor();
    expect(await t.innerText()).toContain(LOGIN_FAILED_TEXT);
    expect(pathOf(page)).toBe("/auth");
    expect(await formError(page).innerText()).toContain(LOGIN_FAILED_TEXT);
  });

  describe("com a senha certa", () => {
    let page: Page;

    beforeAll(async () => {
      ({ page } = await client());
    });

    it("chega a /admin com o toast \"Login bem-sucedido\" e o painel completo", async () => {
      await signInAsAdmin(page);
      await page.waitForURL(url("/admin"));
      await toast(page, "Login bem-sucedido").waitFor();
      expect(await toast(page, "Login bem-sucedido").innerText()).toContain("Você foi autenticado com sucesso.");
      await expectH1(page, "Painel de Administração");

      const voltar = page.getByRole("link", { name: "Voltar", exact: true });
      expect(await voltar.getAttribute("href")).toBe("/");
      expect(await page.getByRole("button", { name: "Novo Post", exact: true }).isVisible()).toBe(true);
      const editor = page.getByRole("link", { name: "Editor de Posts" });
      expect(await editor.getAttribute("href")).toBe("/post-creator");
      expect(await page.getByRole("button", { name: "Sair" }).isEnabled()).toBe(true);

      const tabs = page.getByRole("tab");
      expect((await tabs.allInnerTexts()).map((t) => t.trim())).toEqual([
        "Lista de Posts",
        "Criar Novo Post",
        "Editar Post",
        "Categorias",
        "Anúncios",
        "SEO",
      ]);
      expect(await page.getByRole("tab", { name: "Editar Post" }).isDisabled()).toBe(true);
      expect(await page.getByRole("tab", { name: "Lista de Posts" }).getAttribute("aria-selected")).toBe("true");
    });

    it("a lista de posts mostra os posts do conteúdo inicial", async () => {
      const table = page.getByRole("table");
      await table.waitFor();
      const rows = table.locator("tbody tr");
      expect(await rows.count()).toBe(demoPosts.length);
      const text = await table.innerText();
      for (const post of demoPosts.slice(0, 4)) expect(text).toContain(post.name);
    });

    it("\"Novo Post\" abre a aba Criar Novo Post", async () => {
      await dismissToasts(page);
      await page.getByRole("button", { name: "Novo Post", exact: true }).click();
      await expect
        .poll(() => page.getByRole("tab", { name: "Criar Novo Post" }).getAttribute("aria-selected"))
        .toBe("true");
      await page.getByRole("tab", { name: "Lista de Posts" }).click();
      await page.getByRole("table").waitFor();
    });

    it("/auth com sessão vai para /admin", async () => {
      await page.goto("/auth");
      await page.waitForURL(url("/admin"));
      await expectH1(page, "Painel de Administração");
    });

    // Here rather than in a11y.test.ts: the last test of this file locks the account.
    it("o painel não tem violações sérias de acessibilidade (claro e escuro)", async () => {
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto("/admin");
        await waitForHydration(page);
        await expectH1(page, "Painel de Administração");
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
        await page.getByRole("table").waitFor();
        expect(await seriousA11yViolations(page), `axe violations on /admin (${scheme})`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: "light" });
    });

    it("/post-creator com sessão mostra o Editor de Posts", async () => {
      const res = await page.goto("/post-creator");
      expect(res?.status()).toBe(200);
      expect(pathOf(page)).toBe("/post-creator");
      await expectH1(page, "Editor de Posts");
    });
  });

  it("redirect para fora do site é ignorado: termina em /admin", async () => {
    const { page } = await client();
    await signInAsAdmin(page, "/auth?redirect=//evil.example.com");
    await page.waitForURL(url("/admin"));
    expect(new URL(page.url()).host).toBe(new URL(BASE_URL).host);
    await expectH1(page, "Painel de Administração");
  });

  it("redirect para uma página do site é seguido: termina em /post-creator", async () => {
    const { page } = await client();
    await signInAsAdmin(page, "/auth?redirect=/post-creator");
    await page.waitForURL(url("/post-creator"));
    await expectH1(page, "Editor de Posts");
  });

  it("\"Sair\" fica desabilitado enquanto roda, leva a /auth com \"Logout realizado\" e fecha o painel", async () => {
    const { page } = await client();
    await signInAsAdmin(page);
    await page.waitForURL(url("/admin"));
    await waitForHydration(page);
    await dismissToasts(page);
    // Hold the sign-out request a moment so the running state can be seen.
    await page.route("**/auth/sair**", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const sair = page.getByRole("button", { name: "Sair" });
    await sair.click();
    await expect.poll(() => sair.isDisabled(), { timeout: 2_000 }).toBe(true);
    await page.waitForURL((u) => u.pathname === "/auth");
    const t = toast(page, "Logout realizado");
    await t.waitFor();
    expect(await t.innerText()).toContain("Você saiu com sucesso.");

    await page.unroute("**/auth/sair**");
    await page.goto("/admin");
    expect(pathOf(page)).toBe("/auth?redirect=%2Fadmin");
    await page.goto("/post-creator");
    expect(pathOf(page)).toBe("/auth?redirect=%2Fpost-creator");
  });

  it("funciona sem JavaScript: erro com status 401 na página, depois a senha certa chega a /admin", async () => {
    const { page } = await client({ javaScriptEnabled: false });
    await page.goto("/auth");
    const wrong = await attempt(page, ADMIN_EMAIL, "outra-senha-errada");
    expect(wrong.status()).toBe(401);
    const error = formError(page);
    expect(await error.innerText()).toContain(LOGIN_FAILED_TITLE);
    expect(await error.innerText()).toContain(LOGIN_FAILED_TEXT);

    const empty = await attempt(page, "", "");
    expect(empty.status()).toBe(400);
    expect(await page.getByText("Informe o e-mail").isVisible()).toBe(true);
    expect(await page.getByText("Informe a senha").isVisible()).toBe(true);

    await fillAndSubmit(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(url("/admin"));
    await expectH1(page, "Painel de Administração");
  });

  describe("limites de tentativas", () => {
    const UNKNOWN = "ninguem@example.com";
    let ipA: string;
    let pageA: Page;

    it("5 tentativas erradas mostram o erro de credenciais; a 6ª pede para aguardar", async () => {
      ipA = nextIp();
      const context = await newContext(browser, { clientIp: ipA });
      contexts.push(context);
      pageA = await context.newPage();
      await pageA.goto("/auth");
      await waitForHydration(pageA);
      for (let i = 1; i <= 5; i++) {
        await attempt(pageA, UNKNOWN, `errada-${i}`);
        const text = await formError(pageA).innerText();
        expect(text, `tentativa ${i}`).toContain(LOGIN_FAILED_TITLE);
        expect(text, `tentativa ${i}`).toContain(LOGIN_FAILED_TEXT);
      }
      await attempt(pageA, UNKNOWN, "errada-6");
      const text = await formError(pageA).innerText();
      expect(text).toContain(LOGIN_LOCKED_TEXT);
      expect(text).not.toContain(LOGIN_FAILED_TEXT);
      await toast(pageA, LOGIN_FAILED_TITLE).filter({ hasText: LOGIN_LOCKED_TEXT }).waitFor();
      expect(pathOf(pageA)).toBe("/auth");
    });

    it("a mesma conta de outro endereço também é recusada (limite por conta)", async () => {
      const { page } = await client({ javaScriptEnabled: false });
      await page.goto("/auth");
      const res = await attempt(page, UNKNOWN, "qualquer-uma");
      expect(res.status()).toBe(429);
      expect(await formError(page).innerText()).toContain(LOGIN_LOCKED_TEXT);
    });

    it("outra conta do mesmo endereço também é recusada (limite por endereço)", async () => {
      await attempt(pageA, "outra.pessoa@example.com", "qualquer-uma");
      expect(await formError(pageA).innerText()).toContain(LOGIN_LOCKED_TEXT);
      expect(pathOf(pageA)).toBe("/auth");
    });

    it("ÚLTIMO: conta do administrador bloqueada recusa até a senha certa, de outro endereço", async () => {
      const { page: attacker } = await client();
      await attacker.goto("/auth");
      await waitForHydration(attacker);
      for (let i = 1; i <= 5; i++) {
        await attempt(attacker, ADMIN_EMAIL, `chute-${i}`);
        expect(await formError(attacker).innerText(), `tentativa ${i}`).toContain(LOGIN_FAILED_TEXT);
      }

      const { page: owner } = await client();
      await owner.goto("/auth");
      await waitForHydration(owner);
      await attempt(owner, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(await formError(owner).innerText()).toContain(LOGIN_LOCKED_TEXT);
      expect(pathOf(owner)).toBe("/auth");
      await owner.goto("/admin");
      expect(pathOf(owner)).toBe("/auth?redirect=%2Fadmin");
    });
  });
});
