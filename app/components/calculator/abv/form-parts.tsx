// The pieces every form of /abv shares (issue 16): each form (basic, advanced and the three
// tools) is a real GET form to /abv, so it works before and without JavaScript. Its own
// fields are named after their URL parameters, and the rest of the page's state rides along
// in hidden fields, so submitting one form keeps what the others show.
import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";

/** The toast of a submit with a field to fix (the fields' own messages say what). */
export const INVALID_TOAST = "Dados inválidos";
export const INVALID_DESCRIPTION = "Corrija os campos destacados para ver o resultado.";

/** Marks the hidden fields that carry other forms' state (not typed here: never read back as typed). */
export const CARRIED_ATTR = "data-carried";

/** The rest of the page's query as hidden fields, so a GET submit keeps it. */
export function CarriedFields({ query }: { query: string }) {
  const params = [...new URLSearchParams(query)];
  if (params.length === 0) return null;
  return (
    <>
      {params.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} {...{ [CARRIED_ATTR]: "" }} />
      ))}
    </>
  );
}

/**
 * What the visitor changed in the page's forms before the scripts took over, over `base`
 * (the query the server rendered): a field whose value differs from the one it was
 * rendered with (React keeps the DOM's value on hydration and records its own as the
 * default). Undefined when nothing was changed. A tool counts as used only if one of its
 * own fields was changed, so untouched tools stay out of the URL and the export.
 */
export function typedBeforeHydration(
  forms: readonly (HTMLFormElement | null)[],
  base: string,
): URLSearchParams | undefined {
  const params = new URLSearchParams(base);
  let changed = false;
  for (const form of forms) {
    if (!form) continue;
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement) {
        if (element.type === "hidden" || !element.name || element.value === element.defaultValue) continue;
        params.set(element.name, element.value);
        changed = true;
      } else if (element instanceof HTMLSelectElement && element.name) {
        const option = element.selectedOptions[0];
        if (!option || option.defaultSelected) continue;
        params.set(element.name, element.value);
        changed = true;
      }
    }
  }
  return changed ? params : undefined;
}

/** A native select styled as the inputs: it works before hydration and opens the phone's own picker. */
const SELECT_CLASS =
  "flex h-11 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:h-9 md:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40";

/** A labelled native select with an optional hint, named after its URL parameter. */
export function ChoiceField<T extends string>({
  id: idProp,
  name,
  label,
  value,
  options,
  onChange,
  hint,
  className,
}: {
  id?: string;
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
  className?: string;
}) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        className={SELECT_CLASS}
        value={value}
        aria-describedby={hintId}
        onChange={(e) => {
          const next = options.find((o) => o.value === e.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} className="bg-background text-foreground">
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Redefinir" (the word every calculator uses, with the "Calculadora resetada" toast): a
 * button once the page runs; before that a link to the page with that part at its
 * defaults, which the server renders (as the kit's LiveFormActions does).
 */
export function ResetButton({ onReset, href, className }: { onReset: () => void; href: string; className?: string }) {
  const hydrated = useHydrated();
  const content = (
    <>
      <RotateCcw aria-hidden="true" /> Redefinir
    </>
  );
  return hydrated ? (
    <Button type="button" variant="outline" className={className} onClick={onReset}>
      {content}
    </Button>
  ) : (
    <Button variant="outline" className={className} asChild>
      <a href={href}>{content}</a>
    </Button>
  );
}
