// Administrator accounts, sessions and the sign-in limits on a real database (PGlite here,
// PostgreSQL when TEST_DATABASE_URL is set). The sign-in tests go through the route's own
// action, as the server calls it, so the atomic check is measured on the real flow.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "../../../tests/setup/test-db";
import { action as loginAction } from "../../routes/auth/login";
import {
  AdminAccountError,
  createAdmin,
  getAdmin,
  getAuth,
  hasAnyUser,
  requireAdmin,
  resetAdminPassword,
  SESSION_ABSOLUTE_S,
  SESSION_IDLE_MS,
  unlockAdmin,
} from "./auth.server";
import { getDb, schema } from "../data/db.server";
import { KNOWN_DEVICE_COOKIE, knownDeviceCookie, knownDeviceId } from "./known-device.server";
import {
  ACCOUNT_MAX_DELAY_MS,
  accountDelayMs,
  accountKey,
  addressKey,
  beginLoginAttempt,
  LOGIN_LOCKED_MESSAGE,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  loginSucceeded,
} from "./login-limit.server";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "./password-policy.server";
import { requestContext } from "~/lib/http/request-context";

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
  return cookieHeader(headers);
}

/** "name=value; name2=value2" from a response's Set-Cookie headers (cleared ones dropped). */
function cookieHeader(headers: Headers) {
  return headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}

function requestWith(cookie: string | null, path = "/admin") {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
}

interface ActionAnswer {
  status: number;
  headers: Headers;
  body: { formError?: { title: string; description: string } } | null;
}

/** Posts the sign-in form to the route action, from `ip`, with the browser's cookies. */
async function postLogin(input: { email: string; password: string; ip: string; cookie?: string; redirectTo?: string }) {
  const form = new URLSearchParams({ email: input.email, password: input.password });
  if (input.redirectTo) form.set("redirectTo", input.redirectTo);
  const request = new Request("http://localhost:3000/auth", {
    method: "POST",
    body: form,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://localhost:3000",
      ...(input.cookie ? { Cookie: input.cookie } : {}),
    },
  });
  const result: unknown = await loginAction({
    request,
    params: {},
    context: requestContext({ clientIp: input.ip, nonce: "" }),
  } as unknown as Parameters<typeof loginAction>[0]);
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: null } as ActionAnswer;
  const { data, init } = result as { data: ActionAnswer["body"]; init?: ResponseInit };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data } as ActionAnswer;
}

async function failureRows(key: string) {
  return getDb().select().from(schema.loginFailures).where(eq(schema.loginFailures.key, key));
}

const ADMIN = "chefe@cervejometro.test";

describe("administrator accounts and sign-in", () => {
  it("creates an administrator through the internal adapter and signs in with the password", async () => {
    expect(await hasAnyUser()).toBe(false);
    await createAdmin({ email: " Chefe@Cervejometro.test ", password: "lupulo-amargo-60" });
    expect(await hasAnyUser()).toBe(true);
    const cookie = await signIn(ADMIN, "lupulo-amargo-60");
    expect(cookie).toMatch(/session_token=/);
    const admin = await getAdmin(requestWith(cookie));
    expect(admin).toMatchObject({ email: ADMIN, role: "admin" });
  });

  it("refuses a wrong password", async () => {
    await expect(signIn(ADMIN, "senha-errada-123")).rejects.toMatchObject({ statusCode: 401 });
  });

  it("refuses a second account with the same e-mail", async () => {
    await expect(createAdmin({ email: ADMIN, password: "outra-senha-boa" })).rejects.toBeInstanceOf(AdminAccountError);
  });

  it("refuses administrator passwords under 12 characters or on the common-password list", async () => {
    await expect(createAdmin({ email: "novo@cervejometro.test", password: "curta" })).rejects.toThrow(
      PASSWORD_TOO_SHORT,
    );
    await expect(createAdmin({ email: "novo@cervejometro.test", password: "lupulo-amar" })).rejects.toThrow(
      /pelo menos 12 caracteres/,
    );
    await expect(createAdmin({ email: "novo@cervejometro.test", password: "Qwerty123456" })).rejects.toThrow(
      PASSWORD_TOO_COMMON,
    );
    await expect(resetAdminPassword({ email: ADMIN, password: "1q2w3e4r5t6y" })).rejects.toThrow(PASSWORD_TOO_COMMON);
    // Nothing was created or changed by the refusals.
    expect(
      await getAuth().$context.then((ctx) => ctx.internalAdapter.findUserByEmail("novo@cervejometro.test")),
    ).toBeNull();
    expect(await signIn(ADMIN, "lupulo-amargo-60")).toMatch(/session_token=/);
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
    const before = await signIn(ADMIN, "lupulo-amargo-60");
    await resetAdminPassword({ email: ADMIN, password: "malte-tostado-90" });
    expect(await getAdmin(requestWith(before))).toBeNull();
    await expect(signIn(ADMIN, "lupulo-amargo-60")).rejects.toMatchObject({ statusCode: 401 });
    const after = await signIn(ADMIN, "malte-tostado-90");
    expect(await getAdmin(requestWith(after))).not.toBeNull();
    await expect(resetAdminPassword({ email: "ninguem@example.com", password: "qualquer-senha" })).rejects.toThrow(
      /Nenhum usuário/,
    );
  });

  it("sends a visitor without a session to /auth carrying the path", async () => {
    let thrown: unknown;
    try {
      await requireAdmin(requestWith(null, "/admin?aba=seo"), new URL("http://localhost:3000/admin?aba=seo"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirect=%2Fadmin%3Faba%3Dseo");
  });
});

describe("session lifetime: 12 h idle, 7 days absolute", () => {
  const HOUR = 60 * 60 * 1000;

  async function sessionRow(cookie: string) {
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;
    const [row] = await getDb().select().from(schema.session).where(eq(schema.session.token, token));
    return row;
  }

  it("ends a session unused for more than 12 hours and deletes it", async () => {
    const cookie = await signIn(ADMIN, "malte-tostado-90");
    const start = (await sessionRow(cookie))!.updatedAt.getTime();
    expect(await getAdmin(requestWith(cookie), new Date(start + SESSION_IDLE_MS - 60_000))).not.toBeNull();
    // That use moved "last used" forward: 12 h after the start is no longer idle.
    expect(await getAdmin(requestWith(cookie), new Date(start + SESSION_IDLE_MS + 60_000))).not.toBeNull();
    const lastUse = start + SESSION_IDLE_MS + 60_000;
    expect(await getAdmin(requestWith(cookie), new Date(lastUse + SESSION_IDLE_MS + 1000))).toBeNull();
    expect(await sessionRow(cookie)).toBeUndefined();
    expect(await getAdmin(requestWith(cookie))).toBeNull();
  });

  it("ends a session 7 days after sign-in however active it is, without extending its expiry", async () => {
    const cookie = await signIn(ADMIN, "malte-tostado-90");
    const row = (await sessionRow(cookie))!;
    const created = row.createdAt.getTime();
    const expiresAt = row.expiresAt.getTime();
    expect(expiresAt - created).toBeGreaterThan(SESSION_ABSOLUTE_S * 1000 - 60_000);
    expect(expiresAt - created).toBeLessThanOrEqual(SESSION_ABSOLUTE_S * 1000 + 1000);
    // Used every 10 hours for a week.
    let t = created;
    while (t + 10 * HOUR < created + SESSION_ABSOLUTE_S * 1000) {
      t += 10 * HOUR;
      expect(await getAdmin(requestWith(cookie), new Date(t)), `at +${(t - created) / HOUR} h`).not.toBeNull();
    }
    expect((await sessionRow(cookie))!.expiresAt.getTime()).toBe(expiresAt);
    expect(await getAdmin(requestWith(cookie), new Date(created + SESSION_ABSOLUTE_S * 1000 + 1000))).toBeNull();
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it("better-auth never pushes expiresAt forward on use", async () => {
    const cookie = await signIn(ADMIN, "malte-tostado-90");
    const before = (await sessionRow(cookie))!;
    await getAuth().api.getSession({ headers: new Headers({ cookie }) });
    await getAdmin(requestWith(cookie));
    expect((await sessionRow(cookie))!.expiresAt.getTime()).toBe(before.expiresAt.getTime());
  });
});

describe("sign-in limit: check and record in one step", () => {
  it("20 simultaneous wrong sign-ins from one address reach at most 5 password checks", async () => {
    const ip = "198.51.100.77";
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLogin({ email: ADMIN, password: `chute-errado-${i}`, ip })),
    );
    const statuses = answers.map((a) => a.status);
    // A 401 is an answer after a password check; a 429 was refused before any check.
    const checked = statuses.filter((s) => s === 401).length;
    console.info(`[concurrency] ${checked} of 20 simultaneous sign-ins reached a password check`);
    expect(checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(checked).toBe(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
    expect(await failureRows(addressKey(ip))).toHaveLength(checked);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body?.formError?.description).toBe(LOGIN_LOCKED_MESSAGE);
    const retry = Number(refused.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
  });

  it("20 simultaneous wrong sign-ins to one account from 20 addresses reach at most 5 password checks", async () => {
    const email = "alvo-concorrente@cervejometro.test";
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLogin({ email, password: `chute-${i}`, ip: `203.0.113.${100 + i}` })),
    );
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - checked);
    expect(await failureRows(accountKey(email))).toHaveLength(checked);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body?.formError?.description).toBe(
      "Muitas tentativas de login sem sucesso nesta conta. Por segurança, aguarde 30 segundos antes de tentar novamente.",
    );
  });
});

describe("sign-in limit: per address, growing delay per account", () => {
  const t0 = new Date("2026-11-22T12:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it(`blocks an address after ${LOGIN_MAX_FAILURES} failures, for any account, until the window slides`, async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await beginLoginAttempt({ ip: "198.51.100.1", email: `a${i}@x.com` }, at(i * 1000))).allowed).toBe(true);
    }
    const blocked = await beginLoginAttempt({ ip: "198.51.100.1", email: "outro@x.com" }, at(5000));
    expect(blocked).toMatchObject({ allowed: false, scope: "address", message: LOGIN_LOCKED_MESSAGE });
    // Free again once the oldest of the five is 10 minutes old: 600 s - 5 s from now.
    expect(blocked.allowed === false && blocked.retryAfterSeconds).toBe(LOGIN_WINDOW_MS / 1000 - 5);
    expect((await beginLoginAttempt({ ip: "198.51.100.2", email: "outro@x.com" }, at(5000))).allowed).toBe(true);
    expect(
      (await beginLoginAttempt({ ip: "198.51.100.1", email: "outro@x.com" }, at(LOGIN_WINDOW_MS + 1))).allowed,
    ).toBe(true);
  });

  it("delays an account by 30 s, 1 min, 2 min… after 5 failures, capped at 15 minutes, never locked", async () => {
    expect([4, 5, 6, 7, 9, 10, 40, 5000].map(accountDelayMs)).toEqual([
      0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000, 900_000,
    ]);
    const email = "Dono@X.com";
    let t = 0;
    let ip = 0;
    const attempt = () => beginLoginAttempt({ ip: `192.0.2.${ip++}`, email }, at(t));
    for (let i = 0; i < 5; i++) expect((await attempt()).allowed).toBe(true);
    // 5 failures: the next must wait 30 s after the last one.
    expect(await attempt()).toMatchObject({ allowed: false, scope: "account", retryAfterSeconds: 30 });
    t += 29_000;
    expect(await attempt()).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    t += 1000;
    expect((await attempt()).allowed).toBe(true);
    expect(await attempt()).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    // Keep guessing as soon as allowed: the wait doubles up to the 15-minute cap.
    const waits: number[] = [];
    for (let n = 6; n < 20; n++) {
      t += accountDelayMs(n);
      expect((await attempt()).allowed, `failure ${n + 1}`).toBe(true);
      const refused = await attempt();
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) waits.push(refused.retryAfterSeconds);
    }
    expect(Math.max(...waits)).toBe(ACCOUNT_MAX_DELAY_MS / 1000);
    expect(waits.at(-1)).toBe(900);
    const last = await attempt();
    expect(last.allowed === false && last.message).toBe(
      "Muitas tentativas de login sem sucesso nesta conta. Por segurança, aguarde 15 minutos antes de tentar novamente.",
    );
    // Bounded: 15 minutes later the owner may try again, whatever the count.
    t += ACCOUNT_MAX_DELAY_MS;
    expect((await attempt()).allowed).toBe(true);
  });

  it("a known device is not slowed by the account's failures, only by its own", async () => {
    const email = "vitima@x.com";
    const t = 60 * 60 * 1000;
    for (let i = 0; i < 6; i++) await beginLoginAttempt({ ip: `192.0.2.${100 + i}`, email }, at(t));
    expect((await beginLoginAttempt({ ip: "192.0.2.200", email }, at(t))).allowed).toBe(false);
    const device = (n: number) => ({ ip: `192.0.2.${201 + n}`, email, deviceId: "dispositivo-do-dono" });
    expect((await beginLoginAttempt(device(0), at(t))).allowed).toBe(true);
    // Its own failures slow it the same way (each from another address, so the
    // per-address limit stays out of the way).
    for (let i = 1; i < 5; i++) expect((await beginLoginAttempt(device(i), at(t + i))).allowed).toBe(true);
    expect(await beginLoginAttempt(device(5), at(t + 10))).toMatchObject({ allowed: false, scope: "account" });
    // Another device of the same account is not slowed by this one.
    expect((await beginLoginAttempt({ ...device(6), deviceId: "notebook" }, at(t + 10))).allowed).toBe(true);
    await loginSucceeded(device(7));
    expect((await beginLoginAttempt(device(8), at(t + 20))).allowed).toBe(true);
  });

  it("admin unlock clears an account's failures and its devices'; reset-password too", async () => {
    const t = 2 * 60 * 60 * 1000;
    const flood = async () => {
      for (let i = 0; i < 6; i++) await beginLoginAttempt({ ip: `198.18.0.${i}`, email: ADMIN }, at(t));
      await beginLoginAttempt({ ip: "198.18.1.1", email: ADMIN, deviceId: "d1" }, at(t));
    };
    await flood();
    expect((await beginLoginAttempt({ ip: "198.18.2.1", email: ADMIN }, at(t))).allowed).toBe(false);
    const { cleared } = await unlockAdmin({ email: " CHEFE@cervejometro.test" });
    expect(cleared).toBeGreaterThanOrEqual(6);
    expect(
      await getDb()
        .select()
        .from(schema.loginFailures)
        .where(and(like(schema.loginFailures.key, `%${ADMIN}%`))),
    ).toEqual([]);
    expect((await beginLoginAttempt({ ip: "198.18.2.2", email: ADMIN }, at(t))).allowed).toBe(true);

    await flood();
    expect((await beginLoginAttempt({ ip: "198.18.2.3", email: ADMIN }, at(t))).allowed).toBe(false);
    await resetAdminPassword({ email: ADMIN, password: "malte-tostado-90" });
    expect((await beginLoginAttempt({ ip: "198.18.2.4", email: ADMIN }, at(t))).allowed).toBe(true);
    await expect(unlockAdmin({ email: "ninguem@example.com" })).rejects.toThrow(/Nenhum usuário/);
    await unlockAdmin({ email: ADMIN });
  });
});

describe("known-device cookie", () => {
  function cookieFor(email: string) {
    const setCookie = knownDeviceCookie(email);
    return { setCookie, pair: setCookie.split(";")[0]! };
  }

  it("is HttpOnly, SameSite=Lax, for a year, and bound to the account", () => {
    const { setCookie, pair } = cookieFor("Chefe@Cervejometro.test");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).not.toMatch(/chefe/i); // the e-mail is not in the cookie
    const req = (cookie: string) => new Request("http://localhost:3000/auth", { headers: { cookie } });
    expect(knownDeviceId(req(pair), ADMIN)).toBeTruthy();
    expect(knownDeviceId(req(pair), "outra@cervejometro.test")).toBeNull();
    const [name, value] = pair.split("=") as [string, string];
    const [v, id, mac] = value.split(".");
    expect(knownDeviceId(req(`${name}=${v}.${id}x.${mac}`), ADMIN)).toBeNull();
    expect(knownDeviceId(req(`${name}=${v}.${id}.${mac!.slice(0, -2)}AA`), ADMIN)).toBeNull();
    expect(knownDeviceId(req(`${KNOWN_DEVICE_COOKIE}=lixo`), ADMIN)).toBeNull();
  });
});

describe("sign-in through the form action", () => {
  it("lets the owner's known browser in while the account is being flooded; a new browser waits", async () => {
    const owner = await postLogin({ email: ADMIN, password: "malte-tostado-90", ip: "100.64.0.1" });
    expect(owner.status).toBe(302);
    const device = owner.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(device).toBeTruthy();
    const deviceCookie = device!.split(";")[0]!;

    // An attacker floods the account from many addresses.
    for (let i = 0; i < 8; i++) {
      await postLogin({ email: ADMIN, password: `chute-${i}`, ip: `100.64.1.${i}` });
    }
    const stranger = await postLogin({ email: ADMIN, password: "malte-tostado-90", ip: "100.64.2.1" });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(stranger.body?.formError?.description).toMatch(/nesta conta/);

    const known = await postLogin({
      email: ADMIN,
      password: "malte-tostado-90",
      ip: "100.64.0.1",
      cookie: deviceCookie,
    });
    expect(known.status).toBe(302);
    expect(await getAdmin(requestWith(cookieHeader(known.headers)))).not.toBeNull();
    await unlockAdmin({ email: ADMIN });
  });

  it("signing in again from a browser with a session gives a new session id and ends the old one", async () => {
    const first = await postLogin({ email: ADMIN, password: "malte-tostado-90", ip: "100.64.3.1" });
    const firstCookie = cookieHeader(first.headers);
    expect(await getAdmin(requestWith(firstCookie))).not.toBeNull();
    const second = await postLogin({
      email: ADMIN,
      password: "malte-tostado-90",
      ip: "100.64.3.1",
      cookie: firstCookie,
    });
    expect(second.status).toBe(302);
    const secondCookie = cookieHeader(second.headers);
    expect(secondCookie).not.toBe(firstCookie);
    expect(await getAdmin(requestWith(firstCookie))).toBeNull();
    expect(await getAdmin(requestWith(secondCookie))).not.toBeNull();
  });

  it("follows only same-site redirects after sign-in (the hidden field)", async () => {
    const hostile = await postLogin({
      email: ADMIN,
      password: "malte-tostado-90",
      ip: "100.64.4.1",
      redirectTo: "/.//evil.example",
    });
    expect(hostile.status).toBe(302);
    expect(hostile.headers.get("Location")).toBe("/admin");
    const local = await postLogin({
      email: ADMIN,
      password: "malte-tostado-90",
      ip: "100.64.4.1",
      redirectTo: "/post-creator",
    });
    expect(local.headers.get("Location")).toBe("/post-creator");
  });
});
