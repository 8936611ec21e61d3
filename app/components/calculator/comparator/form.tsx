import { Calculator, Plus } from "lucide-react";
import type { FormEventHandler } from "react";
import { addEntry, canAddEntry, canRemoveEntry, removeEntry, type BeerEntry } from "~/calculators/comparator";
import { ComparatorEntry, entryFieldId } from "~/components/calculator/comparator/entry";
import { Button } from "~/components/ui/button";
import { useFocusAfterRender } from "~/hooks/use-focus-after-render";

/** "Cervejas para comparar": one row per beer, add and remove rows, "Calcular". */
export function ComparatorForm({
  entries,
  onEntriesChange,
  onSubmit,
}: {
  entries: BeerEntry[];
  /** Receives an updater, so quick successive edits never read a stale list. */
  onEntriesChange: (update: (list: BeerEntry[]) => BeerEntry[]) => void;
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
    <form onSubmit={onSubmit} noValidate aria-labelledby="cervejas-title">
      <section className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        <div className="mb-4 space-y-1">
          <h2 id="cervejas-title" className="text-xl font-semibold tracking-tight">
            Cervejas para comparar
          </h2>
          <p className="text-sm text-muted-foreground">
            Escolha o volume e informe o preço de cada cerveja. Pode digitar com vírgula ou ponto: 4,99 ou 4.99.
          </p>
        </div>
        <div className="space-y-3">
          {entries.map((entry, index) => (
            <ComparatorEntry
              key={entry.id}
              entry={entry}
              position={index + 1}
              canRemove={removable}
              onChange={(next) => onEntriesChange((list) => list.map((e) => (e.id === next.id ? next : e)))}
              onRemove={() => handleRemove(entry.id)}
            />
          ))}
        </div>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={handleAdd} disabled={!canAddEntry(entries)}>
            <Plus aria-hidden="true" /> Adicionar Cerveja
          </Button>
          <Button type="submit" size="lg" className="sm:min-w-40">
            <Calculator aria-hidden="true" /> Calcular
          </Button>
        </div>
      </section>
    </form>
  );
}
