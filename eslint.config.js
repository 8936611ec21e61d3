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
    },
  },
);
