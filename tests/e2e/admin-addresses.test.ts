// Addresses that never break (issue 28 item 7, D4 revised), end to end: a post's slug edited
// in the editor's "Endereço (slug)" field leaves the old address answering 301 to the new one
// (also right after the old page was served and cached), the new one 200, and the sitemap
// lists only the new one; a category renamed in the admin keeps its old /blog?categoria= link
// answering 301 to the new name, and once deleted, to "Outros". The flows do not depend on
// the viewport: desktop width only.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import {
  BASE_URL,
  DESKTOP,
  deletePostsMatching,
  launchBrowser,
  newContext,
  signIn,
  toast,
  waitForHydration,
} from "./support";

let browser: Browser;
const stamp = Date.now().toString(36);
const url = (path: string) => `${BASE_URL}${path}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  // The files share one server: the posts (their old addresses go with them) and the
  // categories made here are removed through the admin's own actions.
  if (browser) {
    const { context, cookie } = await adminPage("198.51.100.121");
    try {
      await deletePostsMatching(cookie, stamp);
      const html = await (await fetch(url("/admin/categorias"), { headers: { Cookie: cookie } })).text();
      const ids = [...html.matchAll(/<a [^>]*title="Editar &quot;[^"]*&quot;"[^>]*>/g)]
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

function post(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A published post in `category`, created through the post form's action (no slug typed: made from the title). */
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

/** The admin id of the post titled `name` (from the admin list's search). */
async function postId(cookie: string, name: string): Promise<string> {
  const html = await (await fetch(url(`/admin?q=${encodeURIComponent(name)}`), { headers: { Cookie: cookie } })).text();
  const id = /href="\/admin\/posts\/([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!id) throw new Error(`post "${name}" not in the admin list`);
  return id;
}

/** Status and Location of a GET, as a crawler sees it (redirects not followed). */
async function head(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(url(path), { redirect: "manual" });
  await res.arrayBuffer();
  const location = res.headers.get("Location");
  if (!location) return { status: res.status, location: null };
  const target = new URL(location, BASE_URL);
  return { status: res.status, location: target.pathname + target.search };
}

async function adminPage(clientIp: string) {
  const context = await newContext(browser, { viewport: DESKTOP, clientIp });
  const page = await context.newPage();
  await signIn(page);
  await page.waitForURL(url("/admin"));
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  return { context, page, cookie };
}

const categoryRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

describe("endereços que nunca quebram", () => {
  it("o slug editado no editor: o antigo responde 301 para o novo, e o sitemap só tem o novo", async () => {
    const { context, page, cookie } = await adminPage("198.51.100.122");
    try {
      const title = `Endereço original ${stamp}`;
      await createPost(cookie, title, `Endereços ${stamp}`);
      const oldSlug = slugify(title);
      // Served once before the change, so a cached copy of the old page would show up below.
      expect((await head(`/blog/${oldSlug}`)).status).toBe(200);

      const id = await postId(cookie, title);
      await page.goto(`/admin/posts/${id}`);
      await waitForHydration(page);
      const field = page.getByLabel("Endereço (slug)", { exact: true });
      expect(await field.inputValue()).toBe(oldSlug);
      // Typed loosely; the editor shows it normalised, with the public address under it.
      await field.fill(`Novo Endereço ${stamp}`);
      await field.blur();
      const newSlug = slugify(`novo endereco ${stamp}`);
      await expect.poll(() => field.inputValue()).toBe(newSlug);
      await page.getByText(`/blog/${newSlug}`).first().waitFor();
      await page.getByText("O endereço antigo continua funcionando", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Salvar" }).click();
      await toast(page, "Post atualizado").waitFor();

      expect(await head(`/blog/${oldSlug}`)).toEqual({ status: 301, location: `/blog/${newSlug}` });
      expect((await head(`/blog/${newSlug}`)).status).toBe(200);
      const sitemap = await (await fetch(url("/sitemap.xml"))).text();
      expect(sitemap).toContain(`/blog/${newSlug}</loc>`);
      expect(sitemap).not.toContain(`/blog/${oldSlug}<`);

      // Another post may not take either address: the message is on the field, nothing saved.
      const otherTitle = `Outro post ${stamp}`;
      await createPost(cookie, otherTitle, `Endereços ${stamp}`);
      await page.goto(`/admin/posts/${await postId(cookie, otherTitle)}`);
      await waitForHydration(page);
      const otherField = page.getByLabel("Endereço (slug)", { exact: true });
      await otherField.fill(oldSlug);
      await page.getByRole("button", { name: "Salvar" }).click();
      await page.getByText("Este endereço já é usado por outro post", { exact: false }).waitFor();
      expect(await otherField.getAttribute("aria-invalid")).toBe("true");
      expect(await head(`/blog/${oldSlug}`)).toEqual({ status: 301, location: `/blog/${newSlug}` });
    } finally {
      await context.close();
    }
  });

  it("uma categoria renomeada responde 301 para o novo nome; excluída, para Outros", async () => {
    const { context, page, cookie } = await adminPage("198.51.100.123");
    try {
      const name = `Defumadas ${stamp}`;
      const renamed = `Rauchbier ${stamp}`;
      await createPost(cookie, `Uma defumada ${stamp}`, name);
      const oldLink = `/blog?q=&categoria=${encodeURIComponent(name)}&pagina=2`;

      await page.goto("/admin/categorias");
      await waitForHydration(page);
      await categoryRow(page, name).getByRole("link", { name: "Editar" }).click();
      await page.getByRole("heading", { name: "Editar categoria" }).waitFor();
      await page.getByLabel("Nome").fill(renamed);
      await page.getByRole("button", { name: "Salvar" }).click();
      await toast(page, "Categoria atualizada com sucesso").waitFor();

      // Other parameters kept, the page dropped.
      expect(await head(oldLink)).toEqual({
        status: 301,
        location: `/blog?q=&categoria=${new URLSearchParams({ c: renamed }).toString().slice(2)}`,
      });
      expect((await head(`/blog?categoria=${encodeURIComponent(renamed)}`)).status).toBe(200);
      expect((await head(`/drinks?categoria=${encodeURIComponent(name)}`)).status).toBe(301);

      await expect.poll(() => categoryRow(page, renamed).count()).toBe(1);
      await categoryRow(page, renamed).getByRole("button", { name: "Excluir" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Excluir categoria" });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Excluir" }).click();
      await toast(page, "Categoria excluída com sucesso").waitFor();

      for (const old of [name, renamed])
        expect(await head(`/blog?categoria=${encodeURIComponent(old)}`)).toEqual({
          status: 301,
          location: "/blog?categoria=Outros",
        });
      const outros = await (await fetch(url("/blog?categoria=Outros"))).text();
      expect(outros).toContain(`Uma defumada ${stamp}`);
      // A name that never was a category's is not redirected.
      expect((await head(`/blog?categoria=${encodeURIComponent(`Nunca ${stamp}`)}`)).status).toBe(200);
    } finally {
      await context.close();
    }
  });
});
