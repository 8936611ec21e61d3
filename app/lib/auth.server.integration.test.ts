import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "../../tests/setup/test-db";
import {
  AdminAccountError,
  createAdmin,
  getAdmin,
  getAuth,
  hasAnyUser,
  requireAdmin,
  resetAdminPassword,
} from "./auth.server";
import {
  clearLoginFailures,
  isLoginBlocked,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  recordLoginFailure,
} from "./login-limit.server";

let db: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.drop();
});

/** Signs in through better-auth and returns the cookie header a browser would send back. */
async function signIn(email: string, password: string) {
  const { headers } = await getAuth().api.signInEmail({
    body: { email, password },
    headers: new Headers(),
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function requestWith(cookie: string | null, path = "/admin") {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
}

describe("administrator accounts and sign-in", () => {
  it("creates an administrator through the internal adapter and signs in with the password", async () => {
    expect(await hasAnyUser()).toBe(false);
    await createAdmin({ email: " Chefe@Cervejometro.test ", password: "lupulo-amargo-60" });
    expect(await hasAnyUser()).toBe(true);
    const cookie = await signIn("chefe@cervejometro.test", "lupulo-amargo-60");
    expect(cookie).toMatch(/session_token=/);
    const admin = await getAdmin(requestWith(cookie));
    expect(admin).toMatchObject({ email: "chefe@cervejometro.test", role: "admin" });
  });

  it("refuses a wrong password", async () => {
    await expect(signIn("chefe@cervejometro.test", "senha-errada-123")).rejects.toMatchObject({ statusCode: 401 });
  });

  it("refuses a second account with the same e-mail and a short password", async () => {
    await expect(createAdmin({ email: "chefe@cervejometro.test", password: "outra-senha-boa" })).rejects.toBeInstanceOf(
      AdminAccountError,
    );
    await expect(createAdmin({ email: "novo@cervejometro.test", password: "curta" })).rejects.toThrow(
      /pelo menos 8 caracteres/,
    );
  });

  it("has no public sign-up", async () => {
    await expect(
      getAuth().api.signUpEmail({
        body: { email: "intruso@example.com", password: "quero-entrar-123", name: "Intruso" },
        headers: new Headers(),
      }),
    ).rejects.toBeTruthy();
    await expect(signIn("intruso@example.com", "quero-entrar-123")).rejects.toMatchObject({ statusCode: 401 });
  });

  it("resets a password and ends the open sessions", async () => {
    const before = await signIn("chefe@cervejometro.test", "lupulo-amargo-60");
    await resetAdminPassword({ email: "chefe@cervejometro.test", password: "malte-tostado-90" });
    expect(await getAdmin(requestWith(before))).toBeNull();
    await expect(signIn("chefe@cervejometro.test", "lupulo-amargo-60")).rejects.toMatchObject({ statusCode: 401 });
    const after = await signIn("chefe@cervejometro.test", "malte-tostado-90");
    expect(await getAdmin(requestWith(after))).not.toBeNull();
    await expect(resetAdminPassword({ email: "ninguem@example.com", password: "qualquer-senha" })).rejects.toThrow(
      /Nenhum usuário/,
    );
  });

  it("sends a visitor without a session to /auth carrying the path", async () => {
    let thrown: unknown;
    try {
      await requireAdmin(requestWith(null, "/admin?aba=seo"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirect=%2Fadmin%3Faba%3Dseo");
  });
});

describe("sign-in limit", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it(`blocks an address after ${LOGIN_MAX_FAILURES} failures, for any account`, async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await recordLoginFailure("198.51.100.1", `a${i}@x.com`, now);
    expect(await isLoginBlocked("198.51.100.1", "outro@x.com", now)).toBe(false);
    await recordLoginFailure("198.51.100.1", "a9@x.com", now);
    expect(await isLoginBlocked("198.51.100.1", "outro@x.com", now)).toBe(true);
    expect(await isLoginBlocked("198.51.100.2", "outro@x.com", now)).toBe(false);
  });

  it("blocks an account after repeated failures from many addresses", async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await recordLoginFailure(`203.0.113.${i}`, "Alvo@X.com", now);
    expect(await isLoginBlocked("192.0.2.200", "alvo@x.com", now)).toBe(true);
  });

  it("forgets failures after the 10-minute window and on success", async () => {
    const later = new Date(now.getTime() + LOGIN_WINDOW_MS + 1000);
    expect(await isLoginBlocked("192.0.2.200", "alvo@x.com", later)).toBe(false);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await recordLoginFailure("192.0.2.50", "b@x.com", now);
    expect(await isLoginBlocked("192.0.2.50", "b@x.com", now)).toBe(true);
    await clearLoginFailures("192.0.2.50", "b@x.com");
    expect(await isLoginBlocked("192.0.2.50", "b@x.com", now)).toBe(false);
  });
});
