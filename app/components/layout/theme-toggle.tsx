import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * Flips light/dark, saves the choice under "theme" and sets the `dark` class on the page: a
 * click on it reaches root.tsx's listener (lib/theme.ts switchTheme), which also serves the
 * sidebar's copy kept as server HTML. Both labels are rendered and CSS shows the right one, so
 * the server HTML (which cannot know the theme) and the hydrated page always agree.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      data-theme-switch="" // THEME_SWITCH_ATTRIBUTE
      className={cn("w-full justify-start gap-2", className)}
      data-testid="theme-toggle"
    >
      <Moon className="dark:hidden" aria-hidden="true" />
      <Sun className="hidden dark:block" aria-hidden="true" />
      <span className="dark:hidden">Ativar tema escuro</span>
      <span className="hidden dark:inline">Ativar tema claro</span>
    </Button>
  );
}
