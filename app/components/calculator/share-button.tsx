import MessageCircle from "lucide-react/icons/message-circle";
import Share2 from "lucide-react/icons/share-2";
import { useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { toast } from "~/lib/toast";
import { Button, type ButtonProps } from "~/components/ui/button";
import { SpinnerIcon } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";
import { useSiteOrigin } from "~/hooks/use-site-origin";
import { WHATSAPP_BUTTON_CLASS, whatsAppHref } from "~/lib/whatsapp";

/** The element a shared calculator link opens at, unless a page names another. */
export const RESULT_ANCHOR = "resultado";

/**
 * The address a result is shared with: the page's own (its query carries the inputs), opening
 * at the result (issue 27 §3: the recipient saw the empty top of the form on a phone).
 */
export function resultLink(href: string, anchor = RESULT_ANCHOR): string {
  const hash = href.indexOf("#");
  return `${hash >= 0 ? href.slice(0, hash) : href}#${anchor}`;
}

/**
 * The share block of a calculator (issue 15: WhatsApp first). "Compartilhar no WhatsApp"
 * comes first: a plain wa.me link with the result's text and the page's address, so it
 * works without JavaScript and on phones without a share sheet. Then "Compartilhar"
 * (docs/decisions/0021-browser-behaviours.md): the device share sheet where there is one, else the link goes to the
 * clipboard (and the toast offers WhatsApp). Disabled and reading "Compartilhando..." while
 * it runs. Both share the current address, which carries the inputs (docs/decisions/0003-url-state.md).
 */
export function ShareButton({
  title,
  text,
  errorDescription = "Não foi possível compartilhar o conteúdo",
  anchor = RESULT_ANCHOR,
  className,
  ...props
}: {
  title: string;
  text: string;
  /** The id of the result's element, where the shared link opens. */
  anchor?: string;
  /** The ABV screen uses "Erro ao compartilhar resultado" (docs/decisions/0021-browser-behaviours.md). */
  errorDescription?: string;
} & Omit<ButtonProps, "onClick" | "title">) {
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  const origin = useSiteOrigin();
  // The server's link uses the public origin (docs/decisions/0011-server-rendered-seo.md); in the browser the address is read at
  // click time, since typing rewrites it with replaceState behind the router's back (docs/decisions/0003-url-state.md).
  const serverUrl = resultLink(`${origin}${location.pathname}${location.search}`, anchor);

  function openWhatsApp(event: MouseEvent<HTMLAnchorElement>) {
    event.currentTarget.href = whatsAppHref(text, resultLink(window.location.href, anchor));
  }

  async function share() {
    setBusy(true);
    const url = resultLink(window.location.href, anchor);
    try {
      if (typeof navigator.share === "function") {
        try {
          await navigator.share({ title, text, url });
        } catch (error) {
          if ((error as DOMException)?.name === "AbortError") return; // the visitor closed the sheet
          throw error;
        }
        return;
      }
      try {
        await navigator.clipboard.writeText(url);
        toast.success("Link copiado!", {
          description: "O texto foi copiado para sua área de transferência",
          action: {
            label: "Enviar no WhatsApp",
            onClick: () => window.open(whatsAppHref(text, url), "_blank", "noopener"),
          },
        });
      } catch {
        toast.error("Erro ao copiar link");
      }
    } catch {
      toast.error("Erro ao compartilhar", { description: errorDescription });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button asChild className={cn(WHATSAPP_BUTTON_CLASS, className)} {...props}>
        <a
          href={whatsAppHref(text, serverUrl)}
          onClick={openWhatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Compartilhar no WhatsApp"
        >
          <MessageCircle aria-hidden="true" />
          WhatsApp
        </a>
      </Button>
      <Button type="button" variant="outline" onClick={share} disabled={busy} className={className} {...props}>
        {busy ? <SpinnerIcon /> : <Share2 aria-hidden="true" />}
        {busy ? "Compartilhando..." : "Compartilhar"}
      </Button>
    </>
  );
}
