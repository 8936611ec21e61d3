// The pieces every form of /abv shares (issue 16): each form (basic, advanced and the three
// tools) is a real GET form to /abv, so it works before and without JavaScript. Its own
// fields are named after their URL parameters, and the rest of the page's state rides along
// in hidden fields, so submitting one form keeps what the others show.
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";

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
