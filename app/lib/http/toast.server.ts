// A toast that survives a redirect (sign-in, sign-out, every admin save): a short-lived
// cookie written by the action and read, then cleared, by the root loader.
//
// The cookie is signed with the auth secret: its text is rendered into the page, and an
// unsigned cookie would let anyone who can set a cookie on the visitor's browser put any
// words on the site. Pages that read or clear it are never stored by a shared cache
// (entry.server.tsx marks them private, no-store).
import { createCookie, redirect, type Cookie } from "react-router";
import { z } from "zod";
import { resolveAuthSecret } from "../auth/auth.server";
import { getEnv } from "../env.server";

export const TOAST_COOKIE_NAME = "cj_toast";

export const flashToastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type FlashToast = z.infer<typeof flashToastSchema>;

let cookie: { secret: string; cookie: Cookie } | undefined;

function toastCookie(): Cookie {
  const env = getEnv();
  const secret = resolveAuthSecret(env);
  if (!cookie || cookie.secret !== secret) {
    cookie = {
      secret,
      cookie: createCookie(TOAST_COOKIE_NAME, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: env.SITE_URL.startsWith("https://"),
        maxAge: 60,
        secrets: [secret],
      }),
    };
  }
  return cookie.cookie;
}

export async function setToastCookie(toast: FlashToast): Promise<string> {
  return toastCookie().serialize(JSON.stringify(flashToastSchema.parse(toast)));
}

/** True when the request carries a toast cookie (the page that reads it must stay private). */
export function hasToastCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").split(/;\s*/).some((part) => part.startsWith(`${TOAST_COOKIE_NAME}=`));
}

export async function readToast(request: Request): Promise<{ toast: FlashToast | null; clear: string | null }> {
  if (!hasToastCookie(request)) return { toast: null, clear: null };
  const c = toastCookie();
  // A cookie whose signature does not match parses as null: it is ignored and cleared.
  const raw: unknown = await c.parse(request.headers.get("Cookie"));
  let toast: FlashToast | null = null;
  if (typeof raw === "string") {
    try {
      const parsed = flashToastSchema.safeParse(JSON.parse(raw));
      toast = parsed.success ? parsed.data : null;
    } catch {
      toast = null;
    }
  }
  return { toast, clear: await c.serialize("", { maxAge: 0 }) };
}

/** Merges header sets; Set-Cookie values are appended, never replaced. */
export function combineHeaders(...sets: Array<HeadersInit | null | undefined>): Headers {
  const out = new Headers();
  for (const set of sets) {
    if (!set) continue;
    for (const [key, value] of new Headers(set).entries()) {
      if (key.toLowerCase() === "set-cookie") continue;
      out.set(key, value);
    }
    for (const value of new Headers(set).getSetCookie()) out.append("Set-Cookie", value);
  }
  return out;
}

/** A redirect that shows `toast` on the page it lands on (docs/decisions/0005-toasts.md toasts after a save). */
export async function redirectWithToast(url: string, toast: FlashToast, init?: ResponseInit): Promise<Response> {
  return redirect(url, {
    ...init,
    headers: combineHeaders(init?.headers, { "Set-Cookie": await setToastCookie(toast) }),
  });
}
