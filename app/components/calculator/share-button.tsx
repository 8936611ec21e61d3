import { Share2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "~/components/ui/button";
import { SpinnerIcon } from "~/components/ui/spinner";

/**
 * "Compartilhar" (§4 Sharing): the device share sheet where there is one, else the
 * link goes to the clipboard. Disabled and reading "Compartilhando..." while it runs.
 * It shares the current address, which carries the inputs (D3).
 */
export function ShareButton({
  title,
  text,
  errorDescription = "Não foi possível compartilhar o conteúdo",
  ...props
}: {
  title: string;
  text: string;
  /** The ABV screen uses "Erro ao compartilhar resultado" (§8). */
  errorDescription?: string;
} & Omit<ButtonProps, "onClick" | "title">) {
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    const url = window.location.href;
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
        toast.success("Link copiado!", { description: "O texto foi copiado para sua área de transferência" });
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
    <Button type="button" variant="outline" onClick={share} disabled={busy} {...props}>
      {busy ? <SpinnerIcon /> : <Share2 aria-hidden="true" />}
      {busy ? "Compartilhando..." : "Compartilhar"}
    </Button>
  );
}
