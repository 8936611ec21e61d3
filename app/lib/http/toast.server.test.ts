import { createCookie } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

// The toast cookie's text lands in the page: only a cookie signed by this server counts.
beforeAll(() => {
  process.env.BETTER_AUTH_SECRET = "x".repeat(40);
  process.env.DATABASE_URL = "";
  delete (globalThis as { __cervejometroEnv?: unknown }).__cervejometroEnv;
});

const { combineHeaders, readToast, redirectWithToast, setToastCookie } = await import("./toast.server");

function requestWith(cookie: string) {
  return new Request("http://localhost/", { headers: { Cookie: cookie } });
}

describe("toast cookie", () => {
  it("round-trips a toast written by the server", async () => {
    const setCookie = await setToastCookie({
      type: "success",
      title: "Post criado",
      description: "O post foi criado com sucesso!",
    });
    const pair = setCookie.split(";")[0]!;
    const { toast, clear } = await readToast(requestWith(pair));
    expect(toast).toEqual({ type: "success", title: "Post criado", description: "O post foi criado com sucesso!" });
    expect(clear).toMatch(/Max-Age=0/);
  });

  it("ignores an unsigned (forged) cookie, and clears it", async () => {
    // Exactly what the unsigned cookie of the previous release looked like.
    const unsigned = createCookie("cj_toast", { path: "/" });
    const forged = (await unsigned.serialize(JSON.stringify({ type: "error", title: "Site hackeado" }))).split(";")[0]!;
    const { toast, clear } = await readToast(requestWith(forged));
    expect(toast).toBeNull();
    expect(clear).toMatch(/Max-Age=0/);
  });

  it("ignores a cookie signed with another secret", async () => {
    const setCookie = await setToastCookie({ type: "info", title: "Olá" });
    const [value, signature] = setCookie.split(";")[0]!.split(".");
    const tampered = `${value}.${signature!.slice(0, -2)}AA`;
    expect((await readToast(requestWith(tampered))).toast).toBeNull();
  });

  it("redirectWithToast keeps other cookies and adds its own", async () => {
    const response = await redirectWithToast(
      "/admin",
      { type: "success", title: "Post excluído" },
      {
        headers: { "Set-Cookie": "outro=1; Path=/" },
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toMatch(/^cj_toast=/);
  });

  it("combineHeaders appends Set-Cookie and lets later sets win for other headers", () => {
    const h = combineHeaders({ "Set-Cookie": "a=1", "X-A": "1" }, { "Set-Cookie": "b=2", "X-A": "2" }, null);
    expect(h.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(h.get("X-A")).toBe("2");
  });
});
