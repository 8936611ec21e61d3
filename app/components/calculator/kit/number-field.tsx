import { SELECT_ON_FOCUS_ATTRIBUTE } from "~/lib/pre-hydration";
import { useId, useRef, type FocusEvent, type MouseEvent, type PointerEvent, type ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatTyped, parseNumber, type FormatOptions, type NumberKind } from "~/lib/numbers";
import { cn } from "~/lib/utils";

/** Characters a number field keeps while typing: digits, one kind of separator, a minus. */
export function sanitizeNumberInput(raw: string, { allowNegative = false } = {}) {
  const kept = raw.replace(allowNegative ? /[^\d.,-]/g : /[^\d.,]/g, "");
  return allowNegative ? kept.replace(/(?!^)-/g, "") : kept;
}

/**
 * What a field shows once the visitor leaves it: the value formatted the way it is typed
 * ("2025" → "2.025", "4.5" → "4,5", "1.050" → "1,050"), so the number read is the number
 * seen. Text that does not parse stays as typed: the field's message explains it.
 */
export function formatOnBlur(text: string, kind: NumberKind, options: FormatOptions = {}): string {
  const n = parseNumber(text, kind);
  return n === undefined ? text : formatTyped(n, kind, options);
}

/**
 * A numeric input that reads numbers as Brazilians type them (docs/decisions/0002-brazilian-numbers.md,
 * app/lib/numbers.ts): a text field with the decimal keypad, so the browser never rejects a
 * comma. Focusing it selects its content, so typing replaces a pre-filled value instead of
 * adding to it ("20" then "25" is 25, not 2025); leaving it shows the value back formatted
 * by its `kind`. Hints and errors are linked to the field for screen readers. `name` is the
 * URL parameter the calculator reads, so the form works as a plain GET form without
 * JavaScript (issue 16).
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
  kind = "grouped",
  format,
}: {
  id?: string;
  /** Usually text; a node when part of the name is for screen readers only ("Peso da adição 2"). */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  suffix?: string;
  placeholder?: string;
  className?: string;
  inputMode?: "decimal" | "numeric";
  /** The query parameter (default: the id). */
  name?: string;
  allowNegative?: boolean;
  /** How a dot reads: "grouped" (quantities, money) or "decimal" (gravities). */
  kind?: NumberKind;
  /** Decimals shown back on blur (prices: `{ minDecimals: 2 }`). */
  format?: FormatOptions;
}) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // The select-all made on focus is undone by the release of the click or tap that focused
  // the field (mouseup, and the click after it; mobile browsers place the caret there):
  // that one release is cancelled, and the text re-selected if the browser collapsed the
  // selection anyway while nothing was typed. Keyboard focus (Tab) has no release to wait for.
  const pointerFocusing = useRef(false);
  const selectedOnFocus = useRef<string | null>(null);

  function selectAll(input: HTMLInputElement) {
    // iOS Safari ignores select() on a field focused by a tap; a range works everywhere.
    input.setSelectionRange(0, input.value.length);
  }

  function onPointerDown(event: PointerEvent<HTMLInputElement>) {
    pointerFocusing.current = document.activeElement !== event.currentTarget;
    if (!pointerFocusing.current) selectedOnFocus.current = null;
  }

  function onFocus(event: FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    selectAll(input);
    selectedOnFocus.current = pointerFocusing.current ? input.value : null;
    pointerFocusing.current = false;
  }

  function keepSelection(input: HTMLInputElement) {
    if (input.value === selectedOnFocus.current && input.selectionStart === input.selectionEnd) selectAll(input);
  }

  function onMouseUp(event: MouseEvent<HTMLInputElement>) {
    if (selectedOnFocus.current === null) return;
    event.preventDefault();
    keepSelection(event.currentTarget);
  }

  function onClick(event: MouseEvent<HTMLInputElement>) {
    if (selectedOnFocus.current === null) return;
    keepSelection(event.currentTarget);
    selectedOnFocus.current = null;
  }

  function onBlur() {
    selectedOnFocus.current = null;
    const shown = formatOnBlur(value, kind, format);
    if (shown !== value) onChange(shown);
  }

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
          // Selected on focus before hydration too (app/lib/pre-hydration.ts).
          {...{ [SELECT_ON_FOCUS_ATTRIBUTE]: "" }}
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          onChange={(e) => {
            selectedOnFocus.current = null;
            onChange(sanitizeNumberInput(e.target.value, { allowNegative }));
          }}
          onPointerDown={onPointerDown}
          onFocus={onFocus}
          onMouseUp={onMouseUp}
          onClick={onClick}
          onBlur={onBlur}
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
