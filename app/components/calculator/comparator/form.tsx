import Calculator from "lucide-react/icons/calculator";
import History from "lucide-react/icons/rotate-ccw-clock";
import Plus from "lucide-react/icons/plus";
import type { FormEventHandler, Ref } from "react";
import {
  SUBMIT_PARAM,
  addEntry,
  canAddEntry,
  canRemoveEntry,
  removeEntry,
  type BeerEntry,
  type EntryErrors,
} from "~/calculators/comparator";
import { ComparatorEntry, entryFieldId } from "~/components/calculator/comparator/entry";
import { Button } from "~/components/ui/button";
import { useFocusAfterRender } from "~/hooks/use-focus-after-render";

/** The history section's id, the target of the "Histórico" link beside the form. */
export const HISTORY_ID = "historico";

/**
 * "Cervejas para comparar": one row per beer, add and remove rows, "Calcular". A real GET
 * form (issue 16): without JavaScript the browser sends every field to "/" and the server
 * renders the ranking; with it, the submit is handled here.
 */
export function ComparatorForm({
  entries,
  hasCasco,
  fieldErrors,
  showMissing,
  hasHistory,
  formRef,
  onEntriesChange,
  onCascoChange,
  onSubmit,
}: {
  entries: BeerEntry[];
  /** "Tenho o casco": returnable bottles rank by their price with the casco. */
  hasCasco: boolean;
  fieldErrors: Record<string, EntryErrors>;
  /** After "Calcular": empty required fields are marked too. */
  showMissing: boolean;
  /** Whether there is a history section to jump to. */
  hasHistory: boolean;
  formRef?: Ref<HTMLFormElement>;
  /** Receives an updater, so quick successive edits never read a stale list. */
  onEntriesChange: (update: (list: BeerEntry[]) => BeerEntry[]) => void;
  onCascoChange: (hasCasco: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  const focusAfterRender = useFocusAfterRender();
  const removable = canRemoveEntry(entries);

  function handleAdd() {
    const next = addEntry(entries);
    const added = next.at(-1);
    if (added && next.length > entries.length) focusAfterRender(entryFieldId(added.id, "name"));
    onEntriesChange(() => next);
  }

  function handleRemove(id: string) {
    const index = entries.findIndex((e) => e.id === id);
    const next = removeEntry(entries, id);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusAfterRender(entryFieldId(neighbour.id, "name"));
    onEntriesChange(() => next);
  }

  return (
    <form
      ref={formRef}
      method="get"
      action="/"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="cervejas-title"
      className="group/form"
    >
      <section className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        <div className="mb-4 space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h2 id="cervejas-title" className="text-xl font-semibold tracking-tight">
              Cervejas para comparar
            </h2>
            {hasHistory ? (
              <a
                href={`#${HISTORY_ID}`}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-0"
              >
                <History className="size-4" aria-hidden="true" /> Histórico
              </a>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            Escolha o volume e informe o preço de cada cerveja, como está na etiqueta: 4,99, {"R$\u00a039,90"} ou
            1.299,90. Para um fardo, informe as unidades e o preço do fardo.
          </p>
        </div>
        <div className="space-y-3">
          {entries.map((entry, index) => (
            <ComparatorEntry
              key={entry.id}
              entry={entry}
              position={index + 1}
              canRemove={removable}
              errors={fieldErrors[entry.id] ?? {}}
              showMissing={showMissing}
              onChange={(next) => onEntriesChange((list) => list.map((e) => (e.id === next.id ? next : e)))}
              onRemove={() => handleRemove(entry.id)}
            />
          ))}
        </div>
        {/* Only when some beer is returnable; CSS reads the checkboxes, so it shows before hydration too. */}
        <div className="mt-4 hidden rounded-lg border border-dashed px-3 group-has-[.returnable-toggle:checked]/form:block">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 py-1 text-sm font-medium">
            <input
              id="tenho-casco"
              name="casco"
              value="1"
              type="checkbox"
              className="size-5 shrink-0 accent-primary md:size-4"
              checked={hasCasco}
              onChange={(e) => onCascoChange(e.target.checked)}
            />
            <span>
              Tenho o casco{" "}
              <span className="font-normal text-muted-foreground">(vou levar as garrafas vazias para trocar)</span>
            </span>
          </label>
        </div>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="outline"
            className="h-11 md:h-9"
            onClick={handleAdd}
            disabled={!canAddEntry(entries)}
          >
            <Plus aria-hidden="true" /> Adicionar Cerveja
          </Button>
          <Button type="submit" name={SUBMIT_PARAM} value="1" size="lg" className="h-11 sm:min-w-40 md:h-10">
            <Calculator aria-hidden="true" /> Calcular
          </Button>
        </div>
      </section>
    </form>
  );
}
