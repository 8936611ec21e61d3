// Issue 27 item 1.1: no error in one request may end the process. A multipart upload that
// ended inside its file part once stopped the server ("Unexpected end of form" on a stream
// without an error listener). Here every form and multipart endpoint, signed in as the
// administrator with a same-site Origin (so the body is really read), gets truncated,
// aborted and malformed bodies, and the server must answer the next request every time.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, cookieHeader, launchBrowser, newContext, signIn } from "./support";

const base = new URL(BASE_URL);
let cookie = "";

// Every endpoint that reads a request body (app/routes.ts), the upload included.
const ENDPOINTS = [
  "/admin/imagens",
  "/admin",
  "/admin/posts/novo",
  `/admin/posts/${randomUUID()}`,
  // Issue 28 item 6: the editor's server autosave.
  `/admin/posts/${randomUUID()}/salvamento-automatico`,
  "/admin/categorias",
  "/admin/anuncios",
  "/admin/anuncios/novo",
  `/admin/anuncios/${randomUUID()}`,
  "/admin/seo",
  // Issue 28 item 4: the media library's alt text and delete forms.
  "/admin/midia",
  // Issue 25's endpoints: the advertisers' forms, an ad's report link, the ad beacon.
  "/admin/anunciantes/novo",
  `/admin/anunciantes/${randomUUID()}`,
  `/admin/anuncios/${randomUUID()}/relatorio`,
  "/anuncio/evento",
  // Issue 26: the calculator beacon.
  "/estatisticas/calculo",
  // Issue 30 item 8: the recipe sheet's no-JS BeerXML import (multipart, no session).
  "/receita/beerxml",
  "/auth",
  "/auth/sair",
  "/admin/imagens.data",
  "/admin/categorias.data",
];

const PNG_HEAD = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
const B = "x";
const FILE_PART = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${PNG_HEAD}`;
const FIELD_PART = `--${B}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncreate`;

interface Body {
  name: string;
  type: string;
  /** What is written; `declared` bytes are promised in Content-Length (more than sent: an abort). */
  body: string;
  declared?: number;
  chunked?: boolean;
}

const BODIES: Body[] = [
  { name: "multipart ending inside the file part", type: `multipart/form-data; boundary=${B}`, body: FILE_PART },
  { name: "multipart ending inside a field", type: `multipart/form-data; boundary=${B}`, body: FIELD_PART },
  {
    name: "multipart ending inside the part headers",
    type: `multipart/form-data; boundary=${B}`,
    body: `--${B}\r\nContent-Disposition: form-da`,
  },
  { name: "multipart without a boundary", type: "multipart/form-data", body: FILE_PART },
  { name: "multipart of garbage", type: `multipart/form-data; boundary=${B}`, body: "\0\xff lixo \r\n--y--" },
  {
    name: "multipart aborted midway",
    type: `multipart/form-data; boundary=${B}`,
    body: FILE_PART + "\x01".repeat(4096),
    declared: 200_000,
  },
  {
    name: "chunked multipart aborted midway",
    type: `multipart/form-data; boundary=${B}`,
    body: FILE_PART,
    chunked: true,
  },
  { name: "form with broken escapes", type: "application/x-www-form-urlencoded", body: "a=%E0%A4%A&b=%&c=%zz&\0=1" },
  { name: "form aborted midway", type: "application/x-www-form-urlencoded", body: "name=abc&conte", declared: 50_000 },
  { name: "form with a charset nobody knows", type: "application/x-www-form-urlencoded; charset=klingon", body: "a=1" },
];

/** Writes a request straight onto a socket; resolves when the server answers or closes, or after `wait`. */
function send(path: string, body: Body, wait = 5_000) {
  return new Promise<string>((resolve) => {
    const s = net.connect(Number(base.port), base.hostname);
    let data = "";
    const done = () => {
      clearTimeout(timer);
      s.destroy();
      resolve(data);
    };
    const timer = setTimeout(done, wait);
    s.setEncoding("latin1");
    s.on("data", (d: string) => (data += d));
    s.on("error", done);
    s.on("close", done);
    const bytes = Buffer.from(body.body, "latin1");
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${base.host}`,
      `Origin: ${base.origin}`,
      `Cookie: ${cookie}`,
      `X-Forwarded-For: 198.51.100.77`,
      `Content-Type: ${body.type}`,
      body.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${body.declared ?? bytes.length}`,
      "Connection: close",
      "",
      "",
    ].join("\r\n");
    s.write(head, "latin1");
    if (body.chunked) s.write(`${bytes.length.toString(16)}\r\n`, "latin1");
    s.write(bytes);
    // An abort: the client goes away with the body unfinished.
    if (body.declared || body.chunked) setTimeout(() => s.destroy(), 300);
  });
}

async function serverAnswers(): Promise<number> {
  const res = await fetch(`${BASE_URL}/healthz`, { headers: { Connection: "close" } });
  await res.arrayBuffer();
  return res.status;
}

/** A fresh administrator session (the probes to /auth/sair may end the previous one). */
async function signInAgain() {
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, { clientIp: "198.51.100.77" });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL(/\/admin/);
    cookie = await cookieHeader(context);
  } finally {
    await browser.close();
  }
}

beforeAll(signInAgain, 120_000);

afterAll(async () => {
  expect(await serverAnswers()).toBe(200);
});

describe("corpos truncados, abortados e malformados nunca derrubam o servidor (issue 27 item 1.1)", () => {
  for (const path of ENDPOINTS) {
    it(`POST ${path}`, { timeout: 120_000 }, async () => {
      for (const body of BODIES) {
        const answer = await send(path, body);
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
        // An aborted request may get no answer at all; one that gets an answer gets a 4xx
        // (or a redirect to sign-in / the page), never a 5xx.
        if (status) expect(status, `${body.name} → ${status}`).toBeLessThan(500);
        expect(await serverAnswers(), `the server after "${body.name}" to ${path}`).toBe(200);
      }
    });
  }
});

// Issue 27 item 1.3: a NUL character in an admin text field was a 500 (PostgreSQL text cannot
// hold it); now the form answers 400 with its message on the field, and nothing is saved.
describe("um caractere NUL num campo do painel é recusado com 400 e a mensagem do formulário", () => {
  beforeAll(signInAgain, 120_000);
  const stamp = Date.now().toString(36);
  const post = {
    name: `Post nulo ${stamp}`,
    category: "Outros",
    status: "draft",
    publishAt: "",
    content: "Conteúdo suficiente para passar na validação.",
    seoTitle: "",
    seoDescription: "",
    seoKeywords: "",
    seoImage: "",
    canonicalUrl: "",
    version: "",
    tagsText: "",
  };
  const forms: [string, Record<string, string>, string[]][] = [
    ["/admin/posts/novo", post, ["name", "content", "seoTitle", "seoDescription", "seoKeywords", "tagsText"]],
    ["/admin/categorias", { intent: "create", name: `Nula ${stamp}`, description: "" }, ["name", "description"]],
    ["/admin/seo", { intent: "global", siteTitle: "Cervejômetro", siteDescription: "Descrição" }, ["siteTitle"]],
  ];
  for (const [path, fields, names] of forms) {
    it(`${path}: ${names.join(", ")}`, { timeout: 60_000 }, async () => {
      for (const name of names) {
        const res = await fetch(`${BASE_URL}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie, Origin: base.origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ ...fields, [name]: `a\0b` }).toString(),
        });
        expect(res.status, `${path} ${name}`).toBe(400);
        const html = await res.text();
        expect(html, `${path} ${name}`).toContain(
          "Este campo contém um caractere inválido (NUL). Remova-o e salve de novo.",
        );
      }
    });
  }
});
