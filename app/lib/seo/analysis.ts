/**
 * The post form's SEO tooling (docs/decisions/0023-seo-settings-and-tooling.md): the title rating shown beside the
 * "Título SEO" counter, the truncation each social preview applies, and the five-check
 * analysis behind the "Analisar SEO" switch.
 *
 * Pure and isomorphic, so the rules are unit-tested and the admin bundle carries no server
 * code. Matching is accent- and case-insensitive: a Brazilian writer types "lupulo" as a
 * keyword and "lúpulo" in the text, and both mean the same word.
 */

// ---------------------------------------------------------------- title rating

export type SeoTitleRating = "Muito curto" | "Curto" | "Perfeito" | "Longo" | "Muito longo";

/** docs/decisions/0023-seo-settings-and-tooling.md: under 30, 30–49, 50–60, 61–70, over 70 (the last is cut by the search engine). */
export function seoTitleRating(length: number): SeoTitleRating {
  if (length < 30) return "Muito curto";
  if (length < 50) return "Curto";
  if (length <= 60) return "Perfeito";
  if (length <= 70) return "Longo";
  return "Muito longo";
}

export type SeoTone = "good" | "warn" | "bad";

/** How a rating is coloured: only "Perfeito" is good; the extremes are bad. */
export function seoTitleRatingTone(rating: SeoTitleRating): SeoTone {
  if (rating === "Perfeito") return "good";
  if (rating === "Curto" || rating === "Longo") return "warn";
  return "bad";
}

// ---------------------------------------------------------------- preview truncation

/**
 * docs/decisions/0023-seo-settings-and-tooling.md: a text longer than `max` is cut to `keep` characters plus "...". Trailing spaces at
 * the cut are dropped so the ellipsis doesn't float.
 */
export function truncateWithEllipsis(text: string, max: number, keep = max - 3): string {
  const chars = Array.from(text); // code points: an emoji is never split in half
  if (chars.length <= max) return text;
  return `${chars.slice(0, keep).join("").trimEnd()}...`;
}

/** The limits of each preview (docs/decisions/0023-seo-settings-and-tooling.md): Google title 60 → 57, description 160 → 155. */
export const PREVIEW_LIMITS = {
  googleTitle: { max: 60, keep: 57 },
  googleDescription: { max: 160, keep: 155 },
  facebookDescription: { max: 200, keep: 197 },
  twitterDescription: { max: 125, keep: 122 },
} as const;

export type PreviewKind = keyof typeof PREVIEW_LIMITS;

export function truncateForPreview(kind: PreviewKind, text: string): string {
  const { max, keep } = PREVIEW_LIMITS[kind];
  return truncateWithEllipsis(text, max, keep);
}

// ---------------------------------------------------------------- text helpers

/** Lowercase without accents ("Lúpulo" → "lupulo"). */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The words a reader sees in a Markdown post: no tags, URLs, image syntax or markup. */
export function contentWords(markdown: string): string[] {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, " ");
  return foldAccents(text).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Keywords as typed in "Palavras-chave" (comma-separated): trimmed, without repeats. */
export function parseKeywords(keywords: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords.split(",")) {
    const k = raw.trim().replace(/\s+/g, " ");
    const key = foldAccents(k);
    if (!k || seen.has(key)) continue;
    seen.add(key);
    out.push(k);
  }
  return out;
}

export interface KeywordDensity {
  keyword: string;
  /** Times the keyword (all its words, in order) appears in the content. */
  count: number;
  /** Share of the content's words taken by those occurrences, in percent. */
  density: number;
}

/** Density of one keyword phrase in a list of folded words. */
export function keywordDensity(keyword: string, words: string[]): KeywordDensity {
  const phrase = contentWords(keyword);
  if (phrase.length === 0 || words.length === 0) return { keyword, count: 0, density: 0 };
  let count = 0;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, j) => words[i + j] === w)) count++;
  }
  return { keyword, count, density: ((count * phrase.length) / words.length) * 100 };
}

// ---------------------------------------------------------------- analysis

export const SEO_CHECK_POINTS = 20;

export type SeoCheckId = "title" | "description" | "keywords" | "density" | "length";

export interface SeoCheck {
  id: SeoCheckId;
  label: string;
  status: SeoTone;
  /** 0 to 20. */
  points: number;
  message: string;
}

export interface SeoAnalysis {
  checks: SeoCheck[];
  /** 0 to 100. */
  score: number;
  /** docs/decisions/0023-seo-settings-and-tooling.md: green at 80 or more, amber at 50 or more, red below. */
  color: "green" | "amber" | "red";
  summary: string;
  wordCount: number;
  densities: KeywordDensity[];
}

const POINTS: Record<SeoTone, number> = { good: SEO_CHECK_POINTS, warn: SEO_CHECK_POINTS / 2, bad: 0 };

function check(id: SeoCheckId, label: string, status: SeoTone, message: string): SeoCheck {
  return { id, label, status, points: POINTS[status], message };
}

const percent = (n: number) => `${n.toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function scoreColor(score: number): SeoAnalysis["color"] {
  if (score >= 80) return "green";
  if (score >= 50) return "amber";
  return "red";
}

export function analyzeSeo(input: {
  /** The title the page outputs (with " | site title" when the page appends it). */
  title: string;
  /** The site's title: when the output ends with it, the messages say how long the post's own part is. */
  siteTitle?: string;
  description: string;
  keywords: string;
  content: string;
}): SeoAnalysis {
  const title = input.title.trim();
  const description = input.description.trim();
  const keywords = parseKeywords(input.keywords);
  const words = contentWords(input.content);
  const checks: SeoCheck[] = [];

  // Title: good at 30–60 characters (docs/decisions/0023-seo-settings-and-tooling.md), counted on
  // what the page outputs, the site's name included (issue 27 §3): that is what a search shows.
  const tl = Array.from(title).length;
  const suffix = input.siteTitle?.trim() ? ` | ${input.siteTitle.trim()}` : "";
  const own = suffix && title.endsWith(suffix) ? Array.from(title.slice(0, -suffix.length)).length : null;
  const withSite = own === null ? "" : ` com o nome do site (${own} sem ele)`;
  if (tl === 0) checks.push(check("title", "Título", "bad", "Defina um título SEO."));
  else if (tl < 30)
    checks.push(
      check(
        "title",
        "Título",
        "warn",
        `O título tem ${plural(tl, "caractere", "caracteres")}; o ideal é entre 30 e 60.`,
      ),
    );
  else if (tl <= 60)
    checks.push(check("title", "Título", "good", `O título tem ${tl} caracteres, dentro do ideal (30 a 60).`));
  else if (tl <= 70)
    checks.push(
      check(
        "title",
        "Título",
        "warn",
        `O título tem ${tl} caracteres${withSite}; acima de 60 ele pode ser cortado nos resultados.`,
      ),
    );
  else
    checks.push(
      check(
        "title",
        "Título",
        "bad",
        `O título tem ${tl} caracteres${withSite} e será cortado nos resultados de busca.`,
      ),
    );

  // Description: good at 120–160 characters.
  const dl = Array.from(description).length;
  if (dl === 0)
    checks.push(check("description", "Descrição", "bad", "Escreva uma descrição SEO (entre 120 e 160 caracteres)."));
  else if (dl < 120)
    checks.push(
      check(
        "description",
        "Descrição",
        "warn",
        `A descrição tem ${plural(dl, "caractere", "caracteres")}; o ideal é entre 120 e 160.`,
      ),
    );
  else if (dl <= 160)
    checks.push(
      check("description", "Descrição", "good", `A descrição tem ${dl} caracteres, dentro do ideal (120 a 160).`),
    );
  else
    checks.push(
      check("description", "Descrição", "warn", `A descrição tem ${dl} caracteres; acima de 160 ela será cortada.`),
    );

  // Keywords: good at 3 or more, 3–7 recommended.
  const kc = keywords.length;
  if (kc === 0)
    checks.push(
      check("keywords", "Palavras-chave", "bad", "Adicione palavras-chave (de 3 a 7, separadas por vírgula)."),
    );
  else if (kc < 3)
    checks.push(
      check(
        "keywords",
        "Palavras-chave",
        "warn",
        `${plural(kc, "palavra-chave", "palavras-chave")}; recomendamos de 3 a 7.`,
      ),
    );
  else if (kc <= 7)
    checks.push(check("keywords", "Palavras-chave", "good", `${kc} palavras-chave, dentro do recomendado (3 a 7).`));
  else
    checks.push(
      check(
        "keywords",
        "Palavras-chave",
        "warn",
        `${kc} palavras-chave; mais de 7 dilui o foco. Recomendamos de 3 a 7.`,
      ),
    );

  // Keyword density of the main (first) keyword: 1–3% is ideal.
  const densities = keywords.map((k) => keywordDensity(k, words));
  const main = densities[0];
  if (!main)
    checks.push(check("density", "Densidade de palavras-chave", "bad", "Sem palavras-chave para medir a densidade."));
  else if (words.length === 0)
    checks.push(check("density", "Densidade de palavras-chave", "bad", "Escreva o conteúdo para medir a densidade."));
  else if (main.count === 0)
    checks.push(
      check(
        "density",
        "Densidade de palavras-chave",
        "bad",
        `A palavra-chave principal "${main.keyword}" não aparece no conteúdo.`,
      ),
    );
  else if (main.density < 1)
    checks.push(
      check(
        "density",
        "Densidade de palavras-chave",
        "warn",
        `"${main.keyword}" tem densidade de ${percent(main.density)}; o ideal é entre 1% e 3%.`,
      ),
    );
  else if (main.density <= 3)
    checks.push(
      check(
        "density",
        "Densidade de palavras-chave",
        "good",
        `"${main.keyword}" tem densidade de ${percent(main.density)}, dentro do ideal (1% a 3%).`,
      ),
    );
  else
    checks.push(
      check(
        "density",
        "Densidade de palavras-chave",
        "warn",
        `"${main.keyword}" tem densidade de ${percent(main.density)}; acima de 3% o texto parece repetitivo.`,
      ),
    );

  // Content length in words: at least 300, better from 500, in depth from 1500.
  const wc = words.length;
  if (wc < 150)
    checks.push(
      check(
        "length",
        "Tamanho do conteúdo",
        "bad",
        `O conteúdo tem ${plural(wc, "palavra", "palavras")}; escreva pelo menos 300.`,
      ),
    );
  else if (wc < 300)
    checks.push(
      check("length", "Tamanho do conteúdo", "warn", `O conteúdo tem ${wc} palavras; recomendamos pelo menos 300.`),
    );
  else if (wc < 500)
    checks.push(
      check(
        "length",
        "Tamanho do conteúdo",
        "good",
        `O conteúdo tem ${wc} palavras. Bom; acima de 500 fica ainda melhor.`,
      ),
    );
  else if (wc < 1500)
    checks.push(check("length", "Tamanho do conteúdo", "good", `O conteúdo tem ${wc} palavras. Muito bom.`));
  else
    checks.push(
      check("length", "Tamanho do conteúdo", "good", `O conteúdo tem ${wc} palavras. Excelente: conteúdo aprofundado.`),
    );

  const score = checks.reduce((sum, c) => sum + c.points, 0);
  // Consistent with the checks (issue 27 §3): a red item never sits under "Ótimo!".
  const hasBad = checks.some((c) => c.status === "bad");
  const color = hasBad && scoreColor(score) === "green" ? "amber" : scoreColor(score);
  const summary =
    color === "green"
      ? "Ótimo! O post está bem otimizado."
      : color === "amber"
        ? "Bom, mas pode melhorar."
        : "Precisa de atenção.";
  return { checks, score, color, summary, wordCount: wc, densities };
}
