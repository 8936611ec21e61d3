import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useRef } from "react";
import { toast } from "~/lib/toast";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import {
  hopFieldName,
  IBU_KINDS,
  MAX_ADDITIONS,
  newAddition,
  REMOVE_REFUSED_TOAST,
  removeAddition,
  type AdditionErrors,
  type HopAdditionInput,
  type IbuErrors,
} from "~/calculators/ibu";
import { cn } from "~/lib/utils";

type HopField = "alphaAcid" | "weight" | "boilTime";

const FIELDS: readonly {
  key: HopField;
  label: string;
  suffix: string;
  hint: string;
  inputMode: "decimal" | "numeric";
}[] = [
  { key: "alphaAcid", label: "Alfa-ácido", suffix: "%", hint: "0 a 25, até 1 decimal", inputMode: "decimal" },
  { key: "weight", label: "Peso", suffix: "g", hint: "Mínimo 1, até 1 decimal", inputMode: "decimal" },
  { key: "boilTime", label: "Fervura", suffix: "min", hint: "0 a 120, inteiro", inputMode: "numeric" },
];

/** The DOM id of an addition's field (the page focuses the new addition's first one). */
export function hopFieldId(additionId: string, field: HopField) {
  return `lupulo-${additionId}-${field}`;
}

/**
 * "Adições de lúpulo": every addition, then "Adicionar lúpulo" (up to MAX_ADDITIONS). A new
 * addition gets the focus on its first field; removing one moves it to "Adicionar lúpulo";
 * removing the last one is refused with a toast (docs/decisions/0017-ibu-rules.md).
 */
export function IbuAdditionList({
  additions,
  errors,
  onChange,
}: {
  additions: readonly HopAdditionInput[];
  errors: IbuErrors["additions"];
  onChange: (additions: HopAdditionInput[]) => void;
}) {
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const atMax = additions.length >= MAX_ADDITIONS;

  function add() {
    const added = newAddition(additions);
    onChange([...additions, added]);
    // The new addition's first field, once it is rendered.
    requestAnimationFrame(() => document.getElementById(hopFieldId(added.id, "alphaAcid"))?.focus());
  }

  function remove(id: string) {
    const remaining = removeAddition(additions, id);
    if (!remaining) {
      toast.error(REMOVE_REFUSED_TOAST.title, { description: REMOVE_REFUSED_TOAST.description });
      return;
    }
    onChange(remaining);
    addButtonRef.current?.focus();
  }

  return (
    <section aria-labelledby="ibu-lupulos-titulo" className="space-y-3">
      <h3 id="ibu-lupulos-titulo" className="text-base font-semibold">
        Adições de lúpulo
      </h3>
      {additions.map((addition, index) => (
        <IbuAdditionFields
          key={addition.id}
          addition={addition}
          index={index}
          errors={errors[addition.id]}
          onChange={(patch) => onChange(additions.map((a) => (a.id === addition.id ? { ...a, ...patch } : a)))}
          onRemove={() => remove(addition.id)}
        />
      ))}
      <Button
        ref={addButtonRef}
        type="button"
        variant="outline"
        className="w-full border-dashed"
        onClick={add}
        disabled={atMax}
      >
        <Plus aria-hidden="true" /> Adicionar lúpulo
      </Button>
      {atMax ? <p className="text-xs text-muted-foreground">Limite de {MAX_ADDITIONS} adições por receita.</p> : null}
    </section>
  );
}

/**
 * One hop addition: alpha acid, weight and boil time, with the docs/decisions/0017-ibu-rules.md hints. Each label
 * carries the addition's number for screen readers ("Alfa-ácido da adição 2").
 */
export function IbuAdditionFields({
  addition,
  index,
  errors,
  onChange,
  onRemove,
}: {
  addition: HopAdditionInput;
  index: number;
  errors?: AdditionErrors;
  onChange: (patch: Partial<Omit<HopAdditionInput, "id">>) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  const legendId = `lupulo-${addition.id}-titulo`;
  return (
    <fieldset
      className="rounded-lg border bg-background/60 p-3 sm:p-4 dark:bg-background/30"
      data-testid="hop-addition"
    >
      {/* The legend names the group (a fieldset's name comes from its first-child legend);
          floated, it sits inside the border like the rest of the content, beside "Remover". */}
      <legend className="float-left mb-3 flex h-6 items-center">
        <h4 id={legendId} className="text-sm font-semibold">
          Adição {number}
        </h4>
      </legend>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="float-right -my-1 text-muted-foreground hover:text-destructive"
        onClick={onRemove}
        aria-label={`Remover adição ${number}`}
      >
        <Trash2 aria-hidden="true" />
        <span className="hidden sm:inline">Remover</span>
      </Button>
      {/* Each field's name is the form's (alfa1, peso1, fervura1, alfa2…), so the form works
          without JavaScript (issue 16); the page writes the canonical lupulo=a:p:t link. */}
      <div className="clear-both grid grid-cols-3 gap-2 sm:gap-3">
        {FIELDS.map((field) => (
          <NumberField
            key={field.key}
            id={hopFieldId(addition.id, field.key)}
            name={hopFieldName(field.key, number)}
            kind={IBU_KINDS[field.key]}
            // Three fields share a phone's width: a narrower room for the unit than the kit's
            // (pr-12), so "12,55" still shows whole.
            className={cn("min-w-0 [&_input]:pr-9 [&_input]:tabular-nums", field.suffix === "min" && "[&_input]:pr-11")}
            label={
              <span className="leading-tight">
                {field.label}
                <span className="sr-only"> da adição {number}</span>
              </span>
            }
            suffix={field.suffix}
            inputMode={field.inputMode}
            value={addition[field.key]}
            onChange={(value) => onChange({ [field.key]: value })}
            hint={field.hint}
            error={errors?.[field.key]}
          />
        ))}
      </div>
    </fieldset>
  );
}
