import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * An on/off field of a GET form (issue 29: "Vai ter churrasco?", "Dividir a conta"): a native
 * checkbox with the switch role, so it is announced as a switch, sends `name=1` without
 * JavaScript (nothing when off) and renders its state in the server's HTML. The whole row is
 * the label, 44 px high, so a tap anywhere on it flips it.
 */
export function FormSwitch({
  name,
  label,
  hint,
  checked,
  onChange,
  className,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const hintId = hint ? `${name}-dica` : undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md border border-input bg-background px-3 py-2 text-sm font-medium shadow-xs has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 dark:bg-input/30">
        <span>{label}</span>
        <input
          type="checkbox"
          role="switch"
          name={name}
          value="1"
          checked={checked}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.checked)}
          className="relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input outline-none transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-background before:shadow before:transition-transform before:content-[''] checked:bg-primary checked:before:translate-x-4 dark:bg-input/80 dark:before:bg-foreground dark:checked:bg-primary dark:checked:before:bg-primary-foreground"
        />
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
