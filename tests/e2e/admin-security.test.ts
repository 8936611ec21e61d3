// Every admin page and action is checked on the server (issue 8 point 10, docs/decisions/0013-admin-and-security.md): without
// a session each loader sends to /auth and each action is refused; with a session but a
// foreign Origin each action is refused; and in both cases nothing changes.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, deletePostsMatching, launchBrowser, newContext, signIn } from "./support";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cookie = "";
let postId = "";
const stamp = Date.now().toString(36);
const title = `Alvo de segurança ${stamp}`;
const slug = `alvo-de-seguranca-${stamp}`;

const url = (path: string) => `${BASE_URL}${path}`;

function post(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const validPost = (name: string) => ({
  name,
  category: "Segurança",
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
});

async function storedTitle(): Promise<string | null> {
  const res = await fetch(url(`/blog/${slug}`));
  // 410: in the trash (issue 28), gone for visitors as much as a 404.
  if (res.status === 404 || res.status === 410) return null;
  const html = await res.text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
}

async function adminListHas(text: string): Promise<boolean> {
  const res = await fetch(url(`/admin?q=${encodeURIComponent(text)}`), { headers: { Cookie: cookie } });
  // A row's title link, not the search box or the "N posts encontrados" line.
  return (await res.text()).includes(`>${text}</a>`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { clientIp: "198.51.100.41" });
  page = await context.newPage();
  await signIn(page);
  await page.waitForURL(url("/admin"));
  cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

  // The post the refused requests aim at, created the legitimate way (same Origin).
  const created = await post("/admin/posts/novo", validPost(title), { Cookie: cookie, Origin: BASE_URL });
  expect(created.status).toBe(302);
  expect(created.headers.get("location")).toBe("/admin");
  await page.goto(`/admin?q=${encodeURIComponent(title)}`);
  const href = await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("link", { name: "Editar", exact: true })
    .getAttribute("href");
  postId = href!.split("/").pop()!;
  expect(await storedTitle()).toBe(title);
});

afterAll(async () => {
  // Leave the blog as the other files expect it (they share this server).
  if (cookie) await deletePostsMatching(cookie, stamp);
  await context?.close();
  await browser?.close();
});

describe("páginas do painel", () => {
  it("sem sessão, cada página leva a /auth com o caminho pedido", async () => {
    const paths = [
      "/admin",
      "/admin?aba=seo",
      "/admin/posts/novo",
      `/admin/posts/${postId}`,
      `/admin/posts/${postId}/visualizar`,
      `/admin/posts/${postId}/salvamento-automatico`,
      "/admin/categorias",
      "/admin/anuncios",
      "/admin/seo",
      "/admin/estatisticas",
      "/admin/midia",
      "/admin/midia?seletor=1",
      "/post-creator",
    ];
    for (const path of paths) {
      const res = await fetch(url(path), { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/auth?${new URLSearchParams({ redirect: path })}`);
      // The client-side data request of the same page is refused too.
      const dataPath = path.includes("?") ? path.replace("?", ".data?") : `${path}.data`;
      const data = await fetch(url(dataPath), { redirect: "manual" });
      expect(await data.text(), dataPath).not.toContain(title);
    }
  });

  it("com sessão, respondem 200 com Cache-Control privado; ?aba= antigos redirecionam", async () => {
    for (const path of [
      "/admin",
      "/admin/posts/novo",
      `/admin/posts/${postId}`,
      `/admin/posts/${postId}/visualizar`,
      "/admin/categorias",
      "/admin/anuncios",
      "/admin/seo",
      "/admin/estatisticas",
      "/admin/midia",
      "/post-creator",
    ]) {
      const res = await fetch(url(path), { headers: { Cookie: cookie }, redirect: "manual" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    for (const [aba, to] of [
      ["new", "/admin/posts/novo"],
      ["categorias", "/admin/categorias"],
      ["anuncios", "/admin/anuncios"],
      ["seo", "/admin/seo"],
      ["list", "/admin"],
    ]) {
      const res = await fetch(url(`/admin?aba=${aba}`), { headers: { Cookie: cookie }, redirect: "manual" });
      expect(res.status, aba).toBe(301);
      expect(res.headers.get("location"), aba).toBe(to);
    }
    expect(
      (await fetch(url("/admin/posts/00000000-0000-4000-8000-000000000000"), { headers: { Cookie: cookie } })).status,
    ).toBe(404);
  });
});

describe("ações do painel", () => {
  const actions = (): {
    name: string;
    path: string;
    fields: Record<string, string>;
    changed: () => Promise<boolean>;
  }[] => [
    {
      name: "criar post",
      path: "/admin/posts/novo",
      fields: validPost(`Intruso ${stamp}`),
      changed: () => adminListHas(`Intruso ${stamp}`),
    },
    {
      name: "criar post (/post-creator)",
      path: "/post-creator",
      fields: validPost(`Intruso 2 ${stamp}`),
      changed: () => adminListHas(`Intruso 2 ${stamp}`),
    },
    {
      name: "editar post",
      path: `/admin/posts/${postId}`,
      fields: { ...validPost(`Alterado ${stamp}`), version: new Date().toISOString() },
      changed: async () => (await storedTitle()) !== title,
    },
    {
      // Issue 28 item 6: the editor's server autosave (a revision; the post never changes).
      name: "salvamento automático",
      path: `/admin/posts/${postId}/salvamento-automatico`,
      fields: { ...validPost(`Autosave intruso ${stamp}`), session: "0123456789abcdef0123456789abcdef" },
      changed: async () =>
        (await (await fetch(url(`/admin/posts/${postId}/historico`), { headers: { Cookie: cookie } })).text()).includes(
          `Autosave intruso ${stamp}`,
        ),
    },
    {
      name: "excluir post",
      path: "/admin",
      fields: { intent: "delete", id: postId },
      changed: async () => (await storedTitle()) === null,
    },
    {
      // Issue 28: the list's bulk actions.
      name: "mover para rascunho em lote",
      path: "/admin",
      fields: { intent: "bulk", acao: "rascunho", id: postId },
      changed: async () => (await storedTitle()) === null,
    },
    {
      // Issue 28 item 4: the media library's alt text (the image id is one the site never had:
      // what counts is that the action asks for the session before anything else).
      name: "texto alternativo de uma imagem",
      path: "/admin/midia",
      fields: { intent: "alt", id: "00000000-0000-4000-8000-000000000000", altText: `Intruso ${stamp}` },
      changed: async () => false,
    },
    {
      // Issue 26: the switch that shows the audience on /anuncie (on as the site starts).
      name: "ocultar a audiência na página Anuncie",
      path: "/admin/estatisticas",
      fields: { intent: "media-kit", show: "false" },
      changed: async () =>
        (await (await fetch(url("/admin/estatisticas"), { headers: { Cookie: cookie } })).text()).includes(
          'aria-checked="false"',
        ),
    },
  ];

  it("sem sessão são recusadas e nada muda", async () => {
    for (const action of actions()) {
      const res = await post(action.path, action.fields, { Origin: BASE_URL });
      expect(res.status, action.name).toBe(302);
      expect(res.headers.get("location"), action.name).toMatch(/^\/auth\?redirect=/);
      expect(await action.changed(), action.name).toBe(false);
    }
  });

  it("com sessão mas Origin de outro site são recusadas e nada muda", async () => {
    for (const action of actions()) {
      for (const origin of ["https://evil.example", "null"]) {
        const res = await post(action.path, action.fields, { Cookie: cookie, Origin: origin });
        expect(res.status, `${action.name} ${origin}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${action.name} ${origin}`).toBeLessThan(500);
        expect(await action.changed(), `${action.name} ${origin}`).toBe(false);
      }
    }
  });

  it("com sessão e a mesma Origin, a edição com versão antiga é recusada (409) e a exclusão funciona", async () => {
    const stale = await post(
      `/admin/posts/${postId}`,
      { ...validPost(`Alterado ${stamp}`), version: "2020-01-01T00:00:00.000Z" },
      { Cookie: cookie, Origin: BASE_URL },
    );
    expect(stale.status).toBe(409);
    expect(await storedTitle()).toBe(title);
    // An autosave with the session and the same Origin is stored, and the post stays as it was.
    const autosaved = await post(
      `/admin/posts/${postId}/salvamento-automatico`,
      { ...validPost(`Autosave legítimo ${stamp}`), session: "fedcba9876543210fedcba9876543210" },
      { Cookie: cookie, Origin: BASE_URL },
    );
    expect(autosaved.status).toBe(200);
    expect(await storedTitle()).toBe(title);
    const invalid = await post("/admin/posts/novo", { ...validPost("ab") }, { Cookie: cookie, Origin: BASE_URL });
    expect(invalid.status).toBe(400);
    const deleted = await post("/admin", { intent: "delete", id: postId }, { Cookie: cookie, Origin: BASE_URL });
    expect(deleted.status).toBe(302);
    expect(await storedTitle()).toBeNull();
    const purged = await post("/admin", { intent: "purge", id: postId }, { Cookie: cookie, Origin: BASE_URL });
    expect(purged.status).toBe(302);
  });
});
