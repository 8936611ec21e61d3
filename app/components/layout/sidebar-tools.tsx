import { Brand } from "./brand";
import { MainNav } from "./main-nav";
import { ThemeToggle } from "./theme-toggle";

/**
 * The top of the desktop sidebar: the logo, the tools and the theme switch. A server island
 * (routes/layout.tsx): links and one button, which work from the server's HTML (the island
 * follows links, root.tsx's listener flips the theme, the layout sets the tools' aria-current).
 */
export default function SidebarTools() {
  return (
    <>
      <Brand />
      <MainNav />
      <ThemeToggle />
    </>
  );
}
