// D12: post content is Markdown rendered with react-markdown + remark-gfm. The editor's
// underline and alignment insert a small HTML subset (<u>, align on block elements);
// rehype-raw parses it and rehype-sanitize then keeps exactly an allow-list, in that
// order, so nothing executable survives.
import type { ComponentProps } from "react";
import Markdown from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";

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

export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  const components: ComponentProps<typeof Markdown>["components"] = {
    a: ({ node: _node, href, ...props }) => {
      const external = typeof href === "string" && /^https?:\/\//.test(href);
      return <a href={href} {...props} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} />;
    },
    img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ""} loading="lazy" decoding="async" {...props} />,
    table: ({ node: _node, ...props }) => (
      <div className="table-scroll">
        <table {...props} />
      </div>
    ),
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
