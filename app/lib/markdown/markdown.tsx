// docs/decisions/0012-safe-markdown-and-images.md: post content is Markdown rendered with react-markdown + remark-gfm. The editor's
// underline and alignment insert a small HTML subset (<u>, align on block elements);
// rehype-raw parses it and rehype-sanitize then keeps exactly an allow-list, in that
// order, so nothing executable survives.
import type { ComponentProps } from "react";
import Markdown from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { mediaSizeFromUrl } from "../media/media";

const ALIGNABLE = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "div", "th", "td"];

export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), "u"],
  attributes: {
    ...defaultSchema.attributes,
    // GitHub's schema allows any align value on every element; we allow it only with
    // the three values the editor writes, on block elements.
    "*": (defaultSchema.attributes?.["*"] ?? []).filter((a) => a !== "align"),
    ...Object.fromEntries(
      ALIGNABLE.map((tag) => [tag, [...(defaultSchema.attributes?.[tag] ?? []), ["align", "left", "center", "right"]]]),
    ),
  },
  // Links and images only to the web or to our own paths; never javascript: or data:.
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"], src: ["http", "https"] },
};

type Components = NonNullable<ComponentProps<typeof Markdown>["components"]>;

// In a list card the post's headings would break the page outline and its tables would
// be scroll boxes inside a clamped preview: headings become bold paragraphs and tables
// are clipped.
const compactComponents: Components = Object.fromEntries([
  ...["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => [
    tag,
    ({ node: _node, ...props }: React.HTMLAttributes<HTMLElement> & { node?: unknown }) => (
      <p className="font-semibold text-foreground" {...props} />
    ),
  ]),
  [
    "table",
    ({ node: _node, ...props }: React.TableHTMLAttributes<HTMLTableElement> & { node?: unknown }) => (
      <div className="overflow-hidden">
        <table {...props} />
      </div>
    ),
  ],
]);

export function MarkdownContent({
  children,
  className,
  compact = false,
}: {
  children: string;
  className?: string;
  compact?: boolean;
}) {
  const components: Components = {
    a: ({ node: _node, href, children, ...props }) => {
      const external = typeof href === "string" && /^https?:\/\//.test(href);
      return (
        <a href={href} {...props} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {children}
        </a>
      );
    },
    // Every post image loads lazily; our uploads also carry their pixel size in the URL,
    // which becomes width/height so the text doesn't jump when the image arrives.
    img: ({ node: _node, alt, src, width, height, ...props }) => {
      const size = typeof src === "string" ? mediaSizeFromUrl(src) : null;
      return (
        <img
          alt={alt ?? ""}
          src={src}
          width={size?.width ?? width}
          height={size?.height ?? height}
          {...props}
          loading="lazy"
          decoding="async"
        />
      );
    },
    // A wide table scrolls sideways on a phone; the box takes focus so the keyboard can scroll it.
    table: ({ node: _node, ...props }) => (
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabela">
        <table {...props} />
      </div>
    ),
    ...(compact ? compactComponents : {}),
  };
  return (
    <div className={className}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeRaw, [rehypeSanitize, sanitizeSchema]]}
        components={components}
      >
        {children}
      </Markdown>
    </div>
  );
}
