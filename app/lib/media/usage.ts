// Where an image of the media library is used (issue 28 item 4). Posts, ads and SEO settings
// store images as /media URLs (in Markdown, in an image field) and a post's cover as the
// image's id; an image is deleted only when nothing refers to it. Pure: the model reads the
// rows, these helpers find the ids in their text and word the answer.
import { parseMediaFile } from "~/lib/media/media";

/** Every /media/<file> reference in a text (relative, or on any host). */
const MEDIA_REF = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[^\s"'()<>\]]*)/gi;

/** The ids of the library images a text refers to (a Markdown body, an image URL, JSON-LD…). */
export function mediaIdsIn(text: string | null | undefined): Set<string> {
  const ids = new Set<string>();
  if (!text) return ids;
  for (const match of text.matchAll(MEDIA_REF)) {
    const parsed = parseMediaFile(match[1] ?? "");
    if (parsed) ids.add(parsed.id.toLowerCase());
  }
  return ids;
}

export type MediaUsageKind =
  "post-content" | "post-seo" | "post-cover" | "ad-desktop" | "ad-mobile" | "seo-global" | "seo-page";

export interface MediaUsage {
  kind: MediaUsageKind;
  /** The post's or ad's title, the page's path. */
  title: string;
  /** Where the administrator changes it. */
  href: string;
}

const KIND_LABEL: Record<MediaUsageKind, string> = {
  "post-content": "no texto do post",
  "post-seo": "como imagem de SEO do post",
  "post-cover": "como imagem de capa do post",
  "ad-desktop": "como imagem para computador do anúncio",
  "ad-mobile": "como imagem para celular do anúncio",
  "seo-global": "como imagem padrão de SEO do site",
  "seo-page": "como imagem de SEO da página",
};

/** One usage in words: «como imagem de capa do post “Lagers”». */
export function describeUsage(usage: MediaUsage): string {
  return usage.kind === "seo-global" ? KIND_LABEL[usage.kind] : `${KIND_LABEL[usage.kind]} “${usage.title}”`;
}

/** Why an image cannot be deleted, naming every place that uses it. */
export function inUseMessage(usages: readonly MediaUsage[], shown = 4): string {
  // A toast holds a few lines: past `shown` places the rest are counted, and the library lists them all.
  const places = usages.slice(0, shown).map(describeUsage);
  const rest = usages.length - places.length;
  if (rest > 0) places.push(rest === 1 ? "em mais 1 lugar" : `em mais ${rest} lugares`);
  const list =
    places.length <= 1 ? (places[0] ?? "") : `${places.slice(0, -1).join("; ")} e ${places[places.length - 1]}`;
  return `A imagem não pode ser excluída porque está em uso ${list}. Remova-a desses lugares primeiro.`;
}
