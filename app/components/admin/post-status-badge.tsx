import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

const LABELS = { draft: "Rascunho", published: "Publicado", scheduled: "Agendado" } as const;

/** "Rascunho" / "Publicado" / "Agendado" in the post list and the editor. */
export function PostStatusBadge({ status, className }: { status: keyof typeof LABELS; className?: string }) {
  return (
    <Badge
      variant={status === "published" ? "default" : "outline"}
      className={cn(status === "scheduled" && "border-primary/60", status === "draft" && "border-dashed", className)}
    >
      {LABELS[status]}
    </Badge>
  );
}
