// @ts-check
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-*/**",
      "functions/lib/**",
      "coverage/**",
      ".emulator-data/**",
      ".cache/**",
      "test-artifacts/**",
      // Its own workspace, linted by `npm run lint -w @folio/media` (see media/package.json).
      "media/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ["tsconfig.json", "web/tsconfig.json", "functions/tsconfig.json", "domain/tsconfig.json"],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // CommonJS on purpose: preloaded with `node --require` (tests/support/query-recorder.cjs).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Imports flow one way: shared → features → app.
    files: ["web/src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./web/src/features", from: "./web/src/app" },
            {
              target: ["./web/src/components", "./web/src/lib", "./web/src/config"],
              from: ["./web/src/features", "./web/src/app"],
            },
          ],
        },
      ],
    },
  },
);
