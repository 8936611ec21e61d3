import Beer from "lucide-react/icons/beer";
import { Link } from "react-router";

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex min-h-11 items-center gap-2 rounded-md font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Beer className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">Cervejômetro</span>
    </Link>
  );
}

// The phone header's logo is a server island (routes/layout.tsx).
export default Brand;
