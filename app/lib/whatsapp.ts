// Issue 15: WhatsApp first when sharing. wa.me opens the app on a phone (WhatsApp Web on a
// computer) with the text ready to send; the link at the end gets the preview card.

/** The wa.me link for a message: the text, then the URL on its own line. */
export function whatsAppHref(text: string, url: string): string {
  const message = text.trim() ? `${text.trim()}\n${url}` : url;
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/**
 * WhatsApp's green (#25D366) with dark green text: 7:1 contrast, where white text on that
 * green would be under 2:1. The most visible choice of every share block.
 */
export const WHATSAPP_BUTTON_CLASS =
  "bg-[#25D366] text-[#06381b] hover:bg-[#1fbe5a] hover:text-[#06381b] focus-visible:ring-[#25D366]/50 border-transparent";
