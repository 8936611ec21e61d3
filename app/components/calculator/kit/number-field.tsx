import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** Characters a number field keeps while typing: digits, one kind of separator, a minus. */
export function sanitizeNumberInput(raw: string, { allowNegative = false } = {}) {
  const kept = raw.replace(allowNegative ? /[^\d.,-]/g : /[^\d.,]/g, "");
  return allowNegative ? kept.replace(/(?!^)-/g, "") : kept;
}

/**
 * A numeric input that accepts "4,99" as well as "4.99" (docs/decisions/0002-brazilian-numbers.md): a text field with the
 * decimal keypad, so the browser never rejects a comma. Hints and errors are linked to
 * the field for screen readers.
 */
export function NumberField({
  id: idProp,
  label,
  value,
  onChange,
  hint,
  error,
  suffix,
  placeholder,
  className,
  inputMode = "decimal",
  name,
  allowNegative,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  suffix?: string;
  placeholder?: string;
  className?: string;
  inputMode?: "decimal" | "numeric";
  name?: string;
  allowNegative?: boolean;
}) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          name={name ?? id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          onChange={(e) => onChange(sanitizeNumberInput(e.target.value, { allowNegative }))}
          className={suffix ? "pr-12" : undefined}
        />
        {suffix ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
