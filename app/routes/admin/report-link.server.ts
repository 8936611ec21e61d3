// The action behind AdvertiserReportLink's buttons (issue 25 item 4), shared by every admin
// page that shows them: generate (or renew) and revoke an advertiser's report link, each
// logged in the activity log (ad-reports.server.ts). Answers a redirect back with a toast.
import { REPORT_LINK_INTENTS } from "~/components/ads/advertiser-report-link";
import type { AdminUser } from "~/lib/auth/auth.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { generateReportToken, revokeReportToken } from "~/models/ad-reports.server";

/** Handles the form when its intent is one of the link's; null otherwise (not ours). */
export async function reportLinkAction(admin: AdminUser, form: FormData, back: string): Promise<Response | null> {
  const intent = form.get("intent");
  if (intent !== REPORT_LINK_INTENTS.generate && intent !== REPORT_LINK_INTENTS.revoke) return null;
  const advertiserId = String(form.get("advertiserId") ?? "");
  try {
    if (intent === REPORT_LINK_INTENTS.generate) {
      if (!(await generateReportToken(admin, advertiserId))) {
        return redirectWithToast(back, { type: "error", title: "Erro", description: "Anunciante não encontrado" });
      }
      return redirectWithToast(back, {
        type: "success",
        title: "Link gerado",
        description: "Envie o novo link ao anunciante; um link anterior deixou de funcionar.",
      });
    }
    if (!(await revokeReportToken(admin, advertiserId))) {
      return redirectWithToast(back, { type: "error", title: "Erro", description: "Anunciante não encontrado" });
    }
    return redirectWithToast(back, {
      type: "success",
      title: "Link revogado",
      description: "O link do anunciante não abre mais os relatórios.",
    });
  } catch (error) {
    console.error("[admin] falha ao alterar o link de relatório:", error);
    return redirectWithToast(back, {
      type: "error",
      title: "Erro",
      description: "Não foi possível alterar o link. Tente novamente.",
    });
  }
}
