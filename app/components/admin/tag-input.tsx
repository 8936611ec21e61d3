// "Tags" (docs/decisions/0025-posts-and-categories.md): Enter or "Adicionar" turns the typed text into a removable chip. Each
// chip is a hidden input, and the text field itself posts as a comma-separated list, so
// the form also works without JavaScript.
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { normalizeTags, splitTagText } from "~/schemas/post";
import { POST_LIMITS } from "~/schemas/limits";

export function TagInput({
  id,
  value,
  onChange,
  suggestions,
  invalid,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  suggestions: string[];
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState("");
  const add = () => {
    const next = normalizeTags([...value, ...splitTagText(text)]);
    setText("");
    if (next.length !== value.length) onChange(next);
  };
  const listId = `${id}-suggestions`;
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          id={id}
          name="tagsText"
          value={text}
          list={listId}
          maxLength={POST_LIMITS.tagMax * 4}
          autoComplete="off"
          placeholder="Digite uma tag e tecle Enter"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            // A comma typed (or pasted) ends a tag, as in most blog editors.
            const typed = event.target.value;
            if (typed.includes(",")) {
              const parts = splitTagText(typed);
              const rest = parts.pop() ?? "";
              onChange(normalizeTags([...value, ...parts]));
              setText(rest.trimStart());
            } else {
              setText(typed);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add}>
          <Plus aria-hidden="true" /> Adicionar
        </Button>
      </div>
      <datalist id={listId}>
        {suggestions
          .filter((s) => !value.some((v) => v.toLowerCase() === s.toLowerCase()))
          .map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags do post">
          {value.map((tag) => (
            <li key={tag}>
              <input type="hidden" name="tags" value={tag} />
              <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-2.5 text-sm">
                {tag}
                <button
                  type="button"
                  className="inline-flex size-6 items-center justify-center rounded-full outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-label={`Remover tag ${tag}`}
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Tags still typed in the field when the form is saved count too (nothing typed is lost). */
export function pendingTags(form: HTMLFormElement): string[] {
  const field = form.elements.namedItem("tagsText");
  return field instanceof HTMLInputElement ? splitTagText(field.value) : [];
}
