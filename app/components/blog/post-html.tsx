import { cn } from "~/lib/utils";

/** Server-rendered, sanitised post HTML (D12), or the spec's failure text in red. */
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
