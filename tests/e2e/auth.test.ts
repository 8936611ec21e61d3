// Sign-in, the admin panel's frame, sign-out and the sign-in limits (docs/decisions/0027-authentication.md
// panel, docs/decisions/0027-authentication.md, docs/decisions/0013-admin-and-security.md, issue 10). Every test plays its own client
// address, so the per-address limit of one test never leaks into another. The last test
// floods the real administrator account and ends with the owner signed in, which clears
// the account's failures for the files that run after this one.
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
  PHONE,
  toast,
  waitForHydration,
} from "./support";

const LOGIN_FAILED_TITLE = "Erro ao fazer login";
const LOGIN_FAILED_TEXT =
  "Credenciais inválidas ou usuário não encontrado. Entre em contato com o administrador para obter acesso.";
// Copied from app/lib/login-limit.server.ts (LOGIN_LOCKED_MESSAGE).
const LOGIN_LOCKED_TEXT =
  "Muitas tentativas de login sem sucesso. Por segurança, aguarde 10 minutos antes de tentar novamente.";
// app/lib/login-limit.server.ts (accountDelayMessage): the first wait of an account is 30 s.
const ACCOUNT_WAIT_TEXT =
  /Muitas tentativas de login sem sucesso nesta conta\. Por segurança, aguarde \d+ segundos antes de tentar novamente\./;

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
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
  );
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
    const before = await open.count();
    await open.first().getByRole("button", { name: "Fechar notificação" }).click({ timeout: 2_000 });
    // Sonner marks a closed toast data-removed at once: wait for that, not for time.
    await expect.poll(() => open.count()).toBeLessThan(before);
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
    // Back is pressed once the page is hydrated: React Router's boot stamps its own entry with
    // history.replaceState, and Chromium drops a back traversal that is still pending when that
    // lands (CI saw the address stay on /auth once).
    await waitForHydration(page);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe("/");
  });

  it('campos vazios mostram "Informe o e-mail" e "Informe a senha" e ficam na página', async () => {
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

  it('senha errada mostra o toast "Erro ao fazer login" com o texto do catálogo', async () => {
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

    it('chega a /admin com o toast "Login bem-sucedido" e o painel completo', async () => {
      await signInAsAdmin(page);
      await page.waitForURL(url("/admin"));
      await toast(page, "Login bem-sucedido").waitFor();
      expect(await toast(page, "Login bem-sucedido").innerText()).toContain("Você foi autenticado com sucesso.");
      await expectH1(page, "Painel de Administração");

      const voltar = page.getByRole("link", { name: "Voltar", exact: true });
      expect(await voltar.getAttribute("href")).toBe("/");
      const novo = page.getByRole("link", { name: "Novo Post", exact: true });
      expect(await novo.getAttribute("href")).toBe("/admin/posts/novo");
      const editor = page.getByRole("link", { name: "Editor de Posts" });
      expect(await editor.getAttribute("href")).toBe("/post-creator");
      expect(await page.getByRole("button", { name: "Sair" }).isEnabled()).toBe(true);

      // The six sections of docs/decisions/0027-authentication.md, the advertisers (issue 25), the media library, the statistics (issue 26) and the site identity (issue 28), as links of the panel's navigation (admin/layout.tsx).
      const sections = page.getByRole("navigation", { name: "Seções do painel" });
      expect((await sections.locator("li").allInnerTexts()).map((t) => t.trim())).toEqual([
        "Lista de Posts",
        "Criar Novo Post",
        "Editar Post",
        "Categorias",
        "Anúncios",
        "Anunciantes",
        "SEO",
        "Mídia",
        "Estatísticas",
        "Site",
      ]);
      // "Editar Post" is no link until a post is chosen.
      expect(await sections.getByRole("link", { name: "Editar Post" }).count()).toBe(0);
      expect(await sections.getByText("Editar Post").getAttribute("aria-disabled")).toBe("true");
      expect(await sections.getByRole("link", { name: "Lista de Posts" }).getAttribute("aria-current")).toBe("page");
    });

    it("a lista de posts mostra os posts do conteúdo inicial", async () => {
      const table = page.getByRole("table");
      await table.waitFor();
      const rows = table.locator("tbody tr");
      expect(await rows.count()).toBe(demoPosts.length);
      const text = await table.innerText();
      for (const post of demoPosts.slice(0, 4)) expect(text).toContain(post.name);
    });

    it('"Novo Post" abre a seção Criar Novo Post', async () => {
      await dismissToasts(page);
      await page.getByRole("link", { name: "Novo Post", exact: true }).click();
      await page.waitForURL(url("/admin/posts/novo"));
      const sections = page.getByRole("navigation", { name: "Seções do painel" });
      await expect
        .poll(() => sections.getByRole("link", { name: "Criar Novo Post" }).getAttribute("aria-current"))
        .toBe("page");
      await sections.getByRole("link", { name: "Lista de Posts" }).click();
      await page.waitForURL(url("/admin"));
      await page.getByRole("table").waitFor();
    });

    it("/auth com sessão vai para /admin", async () => {
      await page.goto("/auth");
      await page.waitForURL(url("/admin"));
      await expectH1(page, "Painel de Administração");
    });

    // The panel's axe check (light and dark, both widths) is in admin-a11y.test.ts.

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

  it("redirect com segmentos de ponto (/.//evil.example) não sai do site, no loader nem na ação", async () => {
    const { page } = await client();
    // The action, with the hidden field carrying the hostile value straight to the server.
    const post = await page.request.post("/auth", {
      form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/.//evil.example" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers()["location"]).toBe("/admin");
    // Signed in now (page.request shares the context's cookies): the loader redirects at once.
    const hostile = ["/.//evil.example", "/%2e//evil.example", "/x/..//evil.example", "/%2E%2e//evil.example"];
    for (const value of hostile) {
      const res = await page.request.get(`/auth?redirect=${encodeURIComponent(value)}`, { maxRedirects: 0 });
      expect(res.status(), value).toBe(302);
      expect(res.headers()["location"], value).toBe("/admin");
    }
    const raw = await page.request.get("/auth?redirect=/.//evil.example", { maxRedirects: 0 });
    expect(raw.headers()["location"]).toBe("/admin");
    const local = await page.request.get("/auth?redirect=%2Fpost-creator", { maxRedirects: 0 });
    expect(local.headers()["location"]).toBe("/post-creator");
  });

  it("redirect para uma página do site é seguido: termina em /post-creator", async () => {
    const { page } = await client();
    await signInAsAdmin(page, "/auth?redirect=/post-creator");
    await page.waitForURL(url("/post-creator"));
    await expectH1(page, "Editor de Posts");
  });

  it('"Sair" fica desabilitado enquanto roda, leva a /auth com "Logout realizado" e fecha o painel', async () => {
    const { page } = await client();
    await signInAsAdmin(page);
    await page.waitForURL(url("/admin"));
    await waitForHydration(page);
    await dismissToasts(page);
    // Hold the sign-out request until the running state has been seen (a fixed hold could
    // end before a busy machine looked).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/auth/sair**", async (route) => {
      await held;
      await route.continue();
    });
    const sair = page.getByRole("button", { name: "Sair" });
    await sair.click();
    await expect.poll(() => sair.isDisabled()).toBe(true);
    release();
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
      const sixth = await attempt(pageA, UNKNOWN, "errada-6");
      // With JavaScript the form posts to /auth.data: the 429 and its Retry-After reach it too.
      expect(sixth.status()).toBe(429);
      const retryAfter = Number(await sixth.headerValue("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      const text = await formError(pageA).innerText();
      expect(text).toContain(LOGIN_LOCKED_TEXT);
      expect(text).not.toContain(LOGIN_FAILED_TEXT);
      await toast(pageA, LOGIN_FAILED_TITLE).filter({ hasText: LOGIN_LOCKED_TEXT }).waitFor();
      expect(pathOf(pageA)).toBe("/auth");
    });

    it("a mesma conta de outro endereço espera, com Retry-After (atraso por conta, sem bloqueio)", async () => {
      const { page } = await client({ javaScriptEnabled: false });
      await page.goto("/auth");
      const res = await attempt(page, UNKNOWN, "qualquer-uma");
      expect(res.status()).toBe(429);
      const retryAfter = Number(await res.headerValue("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(await formError(page).innerText()).toMatch(ACCOUNT_WAIT_TEXT);
    });

    it("outra conta do mesmo endereço também é recusada (limite por endereço)", async () => {
      await attempt(pageA, "outra.pessoa@example.com", "qualquer-uma");
      expect(await formError(pageA).innerText()).toContain(LOGIN_LOCKED_TEXT);
      expect(pathOf(pageA)).toBe("/auth");
    });

    it("ÚLTIMO: com a conta do administrador atacada, o navegador conhecido do dono entra; um novo espera", async () => {
      // The owner signed in on this phone before: it keeps a known-device cookie.
      const { context: ownerContext, page: owner } = await client({ viewport: PHONE });
      await signInAsAdmin(owner);
      await owner.waitForURL(url("/admin"));
      const device = (await ownerContext.cookies()).find((c) => c.name === "cj_dispositivo");
      expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
      // Later the session is gone (idle, signed out); the device cookie stays.
      await ownerContext.clearCookies({ name: /session_token/ });

      const { page: attacker } = await client();
      await attacker.goto("/auth");
      await waitForHydration(attacker);
      for (let i = 1; i <= 5; i++) {
        await attempt(attacker, ADMIN_EMAIL, `chute-${i}`);
        expect(await formError(attacker).innerText(), `tentativa ${i}`).toContain(LOGIN_FAILED_TEXT);
      }

      // A browser never used before waits, even with the right password, and is told how long.
      const { page: stranger } = await client({ javaScriptEnabled: false });
      await stranger.goto("/auth");
      const refused = await attempt(stranger, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(refused.status()).toBe(429);
      expect(Number(await refused.headerValue("retry-after"))).toBeGreaterThan(0);
      expect(await formError(stranger).innerText()).toMatch(ACCOUNT_WAIT_TEXT);
      expect(pathOf(stranger)).toBe("/auth");

      // The owner's known browser is not slowed by the attacker's failures.
      await owner.goto("/auth");
      await waitForHydration(owner);
      await fillAndSubmit(owner, ADMIN_EMAIL, ADMIN_PASSWORD);
      await owner.waitForURL(url("/admin"));
      await expectH1(owner, "Painel de Administração");

      // The owner's success cleared the account's failures: the new browser gets in too.
      await fillAndSubmit(stranger, ADMIN_EMAIL, ADMIN_PASSWORD);
      await stranger.waitForURL(url("/admin"));
      await expectH1(stranger, "Painel de Administração");
    });
  });
});
