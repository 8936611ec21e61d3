// The categories tab end to end (issue 9 points 1, 5, 6, 7): create → the new filter on
// /blog; rename → the new name on /blog at once; a duplicate refused whatever its case and
// accents; delete one with posts → the confirmation says how many, the posts show
// "Outros"; "Outros" cannot be deleted; every validation message; the activity log on
// /admin; without JavaScript; refused without a session or with a foreign Origin; axe in
// light and dark. At desktop and phone widths.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import { CATEGORY_LIMITS, CATEGORY_MESSAGES } from "~/schemas/category";
import {
  BASE_URL,
  deletePostsMatching,
  launchBrowser,
  newContext,
  seriousA11yViolations,
  signIn,
  toast,
  VIEWPORTS,
  itDesktopOnly,
  waitForHydration,
} from "./support";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  // Leave the blog as the other files expect it (they share this server): the posts and the
  // categories this file made go, through the admin's own actions.
  if (browser) {
    const { context, cookie } = await adminPage(VIEWPORTS[0].viewport, "198.51.100.101");
    try {
      await deletePostsMatching(cookie, stamp);
      const html = await (await fetch(url("/admin/categorias"), { headers: { Cookie: cookie } })).text();
      const ids = [...html.matchAll(/<a [^>]*title="Editar &quot;[^"]*?([0-9a-z]+)&quot;"[^>]*>/g)]
        .filter((m) => m[0].includes(stamp))
        .map((m) => /editar=([0-9a-f-]{36})/.exec(m[0])?.[1])
        .filter((id): id is string => Boolean(id));
      for (const id of ids)
        await post("/admin/categorias", { intent: "delete", id }, { Cookie: cookie, Origin: BASE_URL });
    } finally {
      await context.close();
    }
  }
  await browser?.close();
});

const url = (path: string) => `${BASE_URL}${path}`;
const stamp = Date.now().toString(36);

function post(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A published post in `category`, created through the post form's action. */
async function createPost(cookie: string, name: string, category: string) {
  const res = await post(
    "/admin/posts/novo",
    {
      name,
      category,
      status: "published",
      publishAt: "",
      content: "Conteúdo suficiente para passar na validação.",
      seoTitle: "",
      seoDescription: "",
      seoKeywords: "",
      seoImage: "",
      canonicalUrl: "",
      version: "",
      tagsText: "",
    },
    { Cookie: cookie, Origin: BASE_URL },
  );
  expect(res.status, await res.clone().text()).toBe(302);
}

/** The category names in /blog's filters, as a visitor gets them. */
async function blogFilters(): Promise<string[]> {
  const html = await (await fetch(url("/blog"))).text();
  const nav = /<nav aria-label="Categorias"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  return [...nav.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
}

/** The category a post's public page shows (its JSON-LD articleSection). */
async function categoryOfPost(title: string): Promise<string | null> {
  const html = await (await fetch(url(`/blog/${slugify(title)}`))).text();
  return /"articleSection":"([^"]*)"/.exec(html)?.[1] ?? null;
}

async function adminPage(
  viewport: { width: number; height: number },
  clientIp: string,
  options: { javaScriptEnabled?: boolean; colorScheme?: "light" | "dark" } = {},
) {
  const context = await newContext(browser, { viewport, clientIp, ...options });
  const page = await context.newPage();
  await signIn(page);
  await page.waitForURL(url("/admin"));
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  return { context, page, cookie };
}

const row = (page: Page, name: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name, exact: false }) })
    .filter({ hasText: name });

async function openCategories(page: Page) {
  await page.goto("/admin/categorias");
  await waitForHydration(page);
}

describe.each(VIEWPORTS)("categorias ($name)", ({ name: vp, viewport }) => {
  // Phone width for the flows whose screens differ on a phone; validation messages and the
  // like do not depend on the viewport and run at desktop width (support.ts, itDesktopOnly).
  const logic = itDesktopOnly(vp);
  const ip = vp === "desktop" ? "198.51.100.91" : "198.51.100.92";
  const name = `Ácidas ${vp} ${stamp}`;
  const renamed = `Sours ${vp} ${stamp}`;
  const posts = [`Sour um ${vp} ${stamp}`, `Sour dois ${vp} ${stamp}`, `Sour três ${vp} ${stamp}`];

  it("cria, recusa duplicada, renomeia e exclui movendo os posts para Outros", async () => {
    const { context, page, cookie } = await adminPage(viewport, ip);
    try {
      await openCategories(page);
      await page.getByRole("link", { name: "Nova categoria" }).click();
      await page.getByRole("heading", { name: "Nova categoria" }).waitFor();
      // Empty name: the schema's message, on the field, before anything is sent.
      await page.getByRole("button", { name: "Salvar" }).click();
      await page.getByText(CATEGORY_MESSAGES.nameRequired).waitFor();
      await page.getByLabel("Nome").fill(name);
      await page.getByLabel("Descrição").fill("Azedas e refrescantes.");
      await page.getByRole("button", { name: "Salvar" }).click();
      await toast(page, "Categoria adicionada com sucesso").waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/admin/categorias");
      // The form closed on save; the row is in the list with no posts yet.
      expect(await page.getByRole("heading", { name: "Nova categoria" }).count()).toBe(0);
      await expect.poll(() => row(page, name).count()).toBe(1);
      expect(await row(page, name).innerText()).toContain("Azedas e refrescantes.");
      expect(await blogFilters()).toContain(name);

      // The same name in other case and without accents is refused on the field.
      await page.getByRole("link", { name: "Nova categoria" }).click();
      await page.getByLabel("Nome").fill(name.toUpperCase().replace("Á", "A"));
      await page.getByRole("button", { name: "Salvar" }).click();
      await page.getByText(CATEGORY_MESSAGES.duplicate).first().waitFor();
      await toast(page, "Erro ao adicionar categoria").waitFor();
      // Cancel closes the form without saving.
      await page.getByRole("link", { name: "Cancelar" }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Nova categoria" }).count()).toBe(0);
      expect((await blogFilters()).filter((c) => c.toLowerCase().includes(`${vp} ${stamp}`))).toEqual([name]);

      // Three posts in it (drafts would count too; these are public to be seen on /blog).
      for (const title of posts) await createPost(cookie, title, name);
      await openCategories(page);
      expect(await row(page, name).getByRole("cell").filter({ hasText: /^3$/ }).count()).toBe(1);

      // Rename: the next public page view shows the new name, the old one is gone.
      await row(page, name).getByRole("link", { name: "Editar" }).click();
      await page.getByRole("heading", { name: "Editar categoria" }).waitFor();
      expect(await page.getByLabel("Nome").inputValue()).toBe(name);
      await page.getByLabel("Nome").fill(renamed);
      await page.getByRole("button", { name: "Salvar" }).click();
      await toast(page, "Categoria atualizada com sucesso").waitFor();
      await expect.poll(() => row(page, renamed).count()).toBe(1);
      const filters = await blogFilters();
      expect(filters).toContain(renamed);
      expect(filters).not.toContain(name);
      expect(await categoryOfPost(posts[0]!)).toBe(renamed);

      // Delete: the dialog says how many posts move.
      await row(page, renamed).getByRole("button", { name: "Excluir" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Excluir categoria" });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('3 posts serão movidos para "Outros".');
      await dialog.getByRole("button", { name: "Excluir" }).click();
      await toast(page, "Categoria excluída com sucesso").waitFor();
      await expect.poll(() => row(page, renamed).count()).toBe(0);
      expect(await blogFilters()).not.toContain(renamed);
      for (const title of posts) expect(await categoryOfPost(title)).toBe("Outros");

      // "Outros" has no Excluir, and the server refuses it too.
      const outros = page.getByRole("row").filter({ has: page.getByText("Padrão", { exact: true }) });
      await expect.poll(() => outros.count()).toBe(1);
      expect(await outros.getByRole("button", { name: "Excluir" }).count()).toBe(0);
      const outrosId = new URL(
        url((await outros.getByRole("link", { name: "Editar" }).getAttribute("href"))!),
      ).searchParams.get("editar")!;
      const refused = await post(
        "/admin/categorias",
        { intent: "delete", id: outrosId },
        { Cookie: cookie, Origin: BASE_URL },
      );
      expect(refused.status).toBe(302);
      expect(await blogFilters()).toContain("Outros");

      // The activity log at the bottom of /admin, newest first.
      await page.goto("/admin");
      const log = page.getByRole("list", { name: "Atividade recente" });
      await log.waitFor();
      const text = await log.innerText();
      expect(text).toContain(`excluiu a categoria “${renamed}”`);
      expect(text).toContain(`atualizou a categoria “${renamed}”`);
      expect(text).toContain(`criou a categoria “${name}”`);
      expect(text.indexOf(`excluiu a categoria “${renamed}”`)).toBeLessThan(
        text.indexOf(`criou a categoria “${name}”`),
      );
    } finally {
      await context.close();
    }
  });

  logic("mostra cada mensagem de validação", async () => {
    const { context, page } = await adminPage(viewport, vp === "desktop" ? "198.51.100.93" : "198.51.100.94");
    try {
      await page.goto("/admin/categorias?nova=1");
      await waitForHydration(page);
      await page.getByLabel("Nome").fill("   ");
      await page.getByRole("button", { name: "Salvar" }).click();
      await page.getByText(CATEGORY_MESSAGES.nameRequired).waitFor();
      await page.getByLabel("Nome").fill("x".repeat(CATEGORY_LIMITS.nameMax + 1));
      await page.getByText(CATEGORY_MESSAGES.nameMax).waitFor();
      await page.getByLabel("Descrição").fill("y".repeat(CATEGORY_LIMITS.descriptionMax + 1));
      await page.getByRole("button", { name: "Salvar" }).click();
      await page.getByText(CATEGORY_MESSAGES.descriptionMax).waitFor();
      expect(await page.getByLabel("Nome").getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByLabel("Descrição").getAttribute("aria-invalid")).toBe("true");
    } finally {
      await context.close();
    }
  });

  logic("passa no axe em claro e escuro: lista, formulário com erro e confirmação", async () => {
    for (const [i, colorScheme] of (["light", "dark"] as const).entries()) {
      const { context, page } = await adminPage(viewport, `198.51.100.${95 + i + (vp === "phone" ? 2 : 0)}`, {
        colorScheme,
      });
      try {
        await openCategories(page);
        expect(await seriousA11yViolations(page), `${colorScheme} lista`).toEqual([]);
        await page.getByRole("link", { name: "Nova categoria" }).click();
        await page.getByRole("button", { name: "Salvar" }).click();
        await page.getByText(CATEGORY_MESSAGES.nameRequired).waitFor();
        expect(await seriousA11yViolations(page), `${colorScheme} formulário`).toEqual([]);
        await page.getByRole("link", { name: "Cancelar" }).click();
        await expect.poll(() => page.getByRole("heading", { name: "Nova categoria" }).count()).toBe(0);
        const deletable = page.getByRole("button", { name: "Excluir" }).first();
        if ((await deletable.count()) > 0) {
          await deletable.click();
          await page.getByRole("alertdialog", { name: "Excluir categoria" }).waitFor();
          await page.evaluate(() =>
            Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
          );
          expect(await seriousA11yViolations(page), `${colorScheme} confirmação`).toEqual([]);
          await page.getByRole("button", { name: "Cancelar" }).click();
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe("categorias sem JavaScript", () => {
  it("cria, mostra o erro e exclui pela confirmação na página", async () => {
    const { context, page } = await adminPage(VIEWPORTS[0].viewport, "198.51.100.99", { javaScriptEnabled: false });
    const name = `Sem JS ${stamp}`;
    try {
      await page.goto("/admin/categorias");
      await page.getByRole("link", { name: "Nova categoria" }).click();
      await page.getByRole("button", { name: "Salvar" }).click();
      await page.getByText(CATEGORY_MESSAGES.nameRequired).waitFor();
      await page.getByLabel("Nome").fill(name);
      await page.getByRole("button", { name: "Salvar" }).click();
      await page.waitForURL(url("/admin/categorias"));
      await row(page, name).waitFor();
      expect(await blogFilters()).toContain(name);
      await row(page, name).getByRole("button", { name: "Excluir" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Excluir categoria" });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain("Nenhum post está nesta categoria.");
      await confirm.getByRole("button", { name: "Excluir" }).click();
      await page.waitForURL(url("/admin/categorias"));
      expect(await row(page, name).count()).toBe(0);
      expect(await blogFilters()).not.toContain(name);
    } finally {
      await context.close();
    }
  });
});

describe("ações de categoria sem sessão ou de outra origem", () => {
  it("são recusadas e nada muda", async () => {
    const { context, cookie } = await adminPage(VIEWPORTS[0].viewport, "198.51.100.100");
    try {
      const target = `Alvo ${stamp}`;
      const created = await post(
        "/admin/categorias",
        { intent: "create", name: target, description: "" },
        { Cookie: cookie, Origin: BASE_URL },
      );
      expect(created.status).toBe(302);
      const listHtml = await (await fetch(url("/admin/categorias"), { headers: { Cookie: cookie } })).text();
      const link = new RegExp(`<a [^>]*title="Editar &quot;${target}&quot;"[^>]*>`).exec(listHtml)?.[0] ?? "";
      const id = /editar=([0-9a-f-]{36})/.exec(link)?.[1];
      expect(id).toBeTruthy();
      const attempts: Record<string, string>[] = [
        { intent: "create", name: `Intrusa ${stamp}`, description: "" },
        { intent: "update", id: id!, name: `Invadida ${stamp}`, description: "" },
        { intent: "delete", id: id! },
      ];
      for (const fields of attempts) {
        const anonymous = await post("/admin/categorias", fields, { Origin: BASE_URL });
        expect(anonymous.status, fields.intent).toBe(302);
        expect(anonymous.headers.get("location"), fields.intent).toMatch(/^\/auth\?redirect=/);
        for (const origin of ["https://evil.example", "null"]) {
          const foreign = await post("/admin/categorias", fields, { Cookie: cookie, Origin: origin });
          expect(foreign.status, `${fields.intent} ${origin}`).toBeGreaterThanOrEqual(400);
          expect(foreign.status, `${fields.intent} ${origin}`).toBeLessThan(500);
        }
      }
      const filters = await blogFilters();
      expect(filters).toContain(target);
      expect(filters).not.toContain(`Intrusa ${stamp}`);
      expect(filters).not.toContain(`Invadida ${stamp}`);
      // The server applies the schema whatever the client sent.
      const invalid = await post(
        "/admin/categorias",
        { intent: "create", name: "  ", description: "" },
        { Cookie: cookie, Origin: BASE_URL },
      );
      expect(invalid.status).toBe(400);
    } finally {
      await context.close();
    }
  });
});
