// The warnings under the advanced analysis and the tools' results: apart from results.tsx so
// that their code comes with those parts, loaded when they are needed (issue 12).
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";

export function Warnings({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2">
      {items.map((w) => (
        <li key={w} className="flex gap-2 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{w}</span>
        </li>
      ))}
    </ul>
  );
}
