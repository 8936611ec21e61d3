// A post's sharing (docs/decisions/0024-blog-list-and-filtering.md), shared by the React share
// buttons (components/blog/share-buttons.tsx) and the plain script of a page without React
// (lib/static-page/enhance.ts, decision 0039). No React here: the plain script imports it.

/** A network's share page in a 600×400 popup, centred on the window. */
export function openSharePopup(href: string) {
  const w = 600;
  const h = 400;
  const left = Math.max(0, window.screenX + (window.outerWidth - w) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - h) / 2);
  window.open(href, "compartilhar", `width=${w},height=${h},left=${left},top=${top},noopener`);
}

/** What "de outra forma" says: the address was copied, or it could not be. */
export interface ShareNotices {
  copied: (title: string, description: string) => void;
  failed: (title: string) => void;
}

/** The device's share sheet; without one (or when it fails), the address copied and said so. */
export async function shareElsewhere(url: string, title: string, notices: ShareNotices) {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as DOMException)?.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notices.copied("URL copiada!", "URL copiada para a área de transferência!");
  } catch {
    notices.failed("Erro ao copiar link");
  }
}
