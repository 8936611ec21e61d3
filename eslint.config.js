// ESLint flat config (issue 13.5). `npm run lint` runs it with Prettier's check and tsc.
// The rule sets are the upstream recommended ones; where the code needs an exception, fix the
// code rather than add one here.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores(["build/", "build-*/", ".react-router/", "data/", "drizzle/", "public/", "coverage/", "test-results/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      // The same modules run on the server and in the browser (framework mode).
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a destructured field left out, a
      // callback's position); everything else unused is dead code.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // A box that scrolls sideways (a wide table on a phone) must take keyboard focus, or a
      // keyboard user cannot scroll it (axe "scrollable-region-focusable", WCAG 2.1.1); it is a
      // labelled role="region". The plugin's default allows only tabpanel.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
      // Issue 24.3: the speed of a page rests on which modules it imports, written in the source
      // rather than rewritten by the build. Icons one by one (lucide-react's documented
      // `lucide-react/icons/<name>`), Radix primitives from their own packages, toasts from
      // ~/lib/toast (sonner downloads with the first toast): a barrel import would make every
      // icon or primitive look used by every page, and sonner would load on every first visit.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              allowTypeImports: true,
              message: 'One icon a line: import X from "lucide-react/icons/x".',
            },
            {
              name: "radix-ui",
              message: 'Import the primitive\'s own package: import * as Dialog from "@radix-ui/react-dialog".',
            },
            { name: "sonner", message: 'Toasts come from "~/lib/toast", which downloads sonner with the first toast.' },
          ],
        },
      ],
    },
  },
  {
    // The two modules that load sonner when the first toast is shown.
    files: ["app/lib/toast.tsx", "app/components/ui/sonner.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
);
