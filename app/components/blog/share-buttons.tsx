import MessageCircle from "lucide-react/icons/message-circle";
import Share2 from "lucide-react/icons/share-2";
import { FacebookIcon, LinkedinIcon, XTwitterIcon } from "./brand-icons";
import { openSharePopup, shareElsewhere } from "~/lib/share";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { WHATSAPP_BUTTON_CLASS, whatsAppHref } from "~/lib/whatsapp";

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: whatsAppHref(title, url),
  };
}

/** The networks whose share page opens in a popup, in the order shown after WhatsApp. */
const POPUP_NETWORKS = [
  { key: "facebook", name: "Facebook", Icon: FacebookIcon },
  { key: "twitter", name: "X (Twitter)", Icon: XTwitterIcon },
  { key: "linkedin", name: "LinkedIn", Icon: LinkedinIcon },
] as const;

// 44×44 on phones (issue 16, WCAG 2.5.5 as our bar), 36 px on the desktop.
const itemClass =
  "inline-flex size-9 max-md:min-h-11 max-md:min-w-11 items-center justify-center rounded-md border bg-background text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * docs/decisions/0024-blog-list-and-filtering.md sharing: Facebook, X (twitter) and LinkedIn open their share page in a 600×400
 * popup (plain links without JavaScript); "other" uses the device share sheet, else
 * copies the post URL.
 */
export function ShareButtons({ url, title, className }: { url: string; title: string; className?: string }) {
  const links = shareLinks(url, title);
  const popup = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openSharePopup(event.currentTarget.href);
  };
  const other = () =>
    shareElsewhere(url, title, {
      copied: (message, description) => toast.success(message, { description }),
      failed: (message) => toast.error(message),
    });
  const label = (network: string) => `Compartilhar "${title}" no ${network}`;
  return (
    // The name sits on a group: a list cannot carry aria-label (html-validate).
    <div role="group" aria-label="Compartilhar">
      <ul className={cn("flex items-center gap-2", className)}>
        {/* Issue 15: WhatsApp first and most visible; a plain link (the app opens, no popup). */}
        <li>
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(itemClass, WHATSAPP_BUTTON_CLASS, "w-auto gap-1.5 px-3 text-sm font-medium")}
            aria-label={label("WhatsApp")}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            WhatsApp
          </a>
        </li>
        {POPUP_NETWORKS.map(({ key, name, Icon }) => (
          <li key={key}>
            <a
              href={links[key]}
              onClick={popup}
              data-share-popup="" // the plain script of a page without React does the same (lib/static-page/enhance.ts)
              target="_blank"
              rel="noopener noreferrer"
              className={itemClass}
              aria-label={label(name)}
            >
              <Icon className="size-4" aria-hidden="true" />
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={other}
            data-share-url={url}
            data-share-title={title}
            className={itemClass}
            aria-label={`Compartilhar "${title}" de outra forma`}
          >
            <Share2 className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </div>
  );
}
