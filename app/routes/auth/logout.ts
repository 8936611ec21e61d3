import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getAuth } from "~/lib/auth/auth.server";
import { LOGOUT_FAILED, LOGOUT_SUCCESS } from "~/lib/auth/messages";
import { setToastCookie } from "~/lib/http/toast.server";

// Sign-out changes state, so only POST does it (docs/decisions/0013-admin-and-security.md); a GET just goes back to the panel.
export function loader() {
  return redirect("/admin");
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    const out = new Headers();
    for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
    out.append("Set-Cookie", await setToastCookie({ type: "success", ...LOGOUT_SUCCESS }));
    return redirect("/auth", { headers: out });
  } catch (error) {
    console.error("[auth] falha ao sair:", error);
    const message = error instanceof Error && error.message ? error.message : LOGOUT_FAILED.description;
    return data({ error: { title: LOGOUT_FAILED.title, description: message } }, { status: 500 });
  }
}
