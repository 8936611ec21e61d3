import { Link } from "react-router";
import { inlines, type Paragraph } from "~/components/calculator/kit/content";

const linkClass = "underline underline-offset-2 hover:text-foreground";

/** Paragraphs of typed content (kit/content.ts), each a <p>. */
export function RichParagraphs({ paragraphs }: { paragraphs: readonly Paragraph[] }) {
  return paragraphs.map((paragraph, index) => (
    // Static content, never reordered: the index is a stable key.
    <p key={index}>
      <RichText paragraph={paragraph} />
    </p>
  ));
}

/** One paragraph's pieces: text, <code> formulas, <strong> lead-ins and links (in-site links navigate client-side). */
export function RichText({ paragraph }: { paragraph: Paragraph }) {
  return inlines(paragraph).map((piece, index) => {
    if (typeof piece === "string") return piece;
    if ("code" in piece) return <code key={index}>{piece.code}</code>;
    if ("strong" in piece)
      return (
        <strong key={index} className="text-foreground">
          {piece.strong}
        </strong>
      );
    return piece.href.startsWith("/") ? (
      <Link key={index} to={piece.href} className={linkClass}>
        {piece.text}
      </Link>
    ) : (
      <a key={index} href={piece.href} className={linkClass} rel="noopener noreferrer" target="_blank">
        {piece.text}
      </a>
    );
  });
}
