import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";
import { DARK_CLASS, THEME_STORAGE_KEY, toggleTheme, type Theme } from "~/lib/theme";
import { cn } from "~/lib/utils";

function currentTheme(): Theme {
  return document.documentElement.classList.contains(DARK_CLASS) ? "dark" : "light";
}

/**
 * Flips light/dark, saves the choice under "theme" and sets the `dark` class on the page.
 * Both labels are rendered and CSS shows the right one, so the server HTML (which cannot
 * know the theme) and the hydrated page always agree.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const onClick = () => {
    const next = toggleTheme(currentTheme());
    const root = document.documentElement;
    root.classList.toggle(DARK_CLASS, next === "dark");
    root.style.colorScheme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode or storage full: the toggle still works for this page.
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      onClick={onClick}
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
