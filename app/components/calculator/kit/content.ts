// The shapes of a calculator's prose, kept as typed data in app/content/calculators/ so a
// route only composes: the FAQ (also the FAQPage structured data) and the "Como
// calculamos" block. Pure types and text helpers, no React, so content modules and their
// tests stay plain TypeScript.

/** A piece of a paragraph: plain text, a formula, an emphasised lead-in, or a link. */
export type Inline = string | { code: string } | { strong: string } | { text: string; href: string };

/** One paragraph: a single piece or a run of them. */
export type Paragraph = Inline | readonly Inline[];

export interface Source {
  label: string;
  url?: string;
}

/** "Como calculamos" (docs/decisions/0001-calculator-formulas.md): the formula in words and the references it comes from. */
export interface HowWeCalculateContent {
  paragraphs: readonly Paragraph[];
  sources: readonly Source[];
}

export interface FaqItem {
  question: string;
  /** Plain text paragraphs (also used for the FAQPage structured data). */
  answer: string | readonly string[];
}

/** The pieces of a paragraph, whichever form it was written in. */
export function inlines(paragraph: Paragraph): readonly Inline[] {
  return Array.isArray(paragraph) ? paragraph : [paragraph as Inline];
}

/** The text a reader sees (what search engines get in structured data). */
export function plainText(paragraph: Paragraph): string {
  return inlines(paragraph)
    .map((piece) => {
      if (typeof piece === "string") return piece;
      if ("code" in piece) return piece.code;
      if ("strong" in piece) return piece.strong;
      return piece.text;
    })
    .join("");
}

/** An FAQ answer as its list of paragraphs. */
export function answerParagraphs(answer: FaqItem["answer"]): readonly string[] {
  return typeof answer === "string" ? [answer] : answer;
}
