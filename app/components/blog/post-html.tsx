import { cn } from "~/lib/utils";

/** Server-rendered, sanitised post HTML (docs/decisions/0012-safe-markdown-and-images.md), or the spec's failure text in red. */
export function PostHtml({ html, className }: { html: string | null; className?: string }) {
  if (html === null) {
    return (
      <p role="alert" className="font-medium text-destructive">
        Error rendering content
      </p>
    );
  }
  return <div className={cn("post-content", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
