// A toast that survives a redirect (after sign-in or sign-out): a short-lived cookie
// written by the action and read, then cleared, by the root loader.
import { createCookie } from "react-router";
import { z } from "zod";

export const flashToastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type FlashToast = z.infer<typeof flashToastSchema>;

const toastCookie = createCookie("cj_toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

export async function setToastCookie(toast: FlashToast): Promise<string> {
  return toastCookie.serialize(JSON.stringify(toast));
}

export async function readToast(request: Request): Promise<{ toast: FlashToast | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("cj_toast=")) return { toast: null, clear: null };
  const raw: unknown = await toastCookie.parse(header);
  let toast: FlashToast | null = null;
  if (typeof raw === "string") {
    try {
      const parsed = flashToastSchema.safeParse(JSON.parse(raw));
      toast = parsed.success ? parsed.data : null;
    } catch {
      toast = null;
    }
  }
  return { toast, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}
