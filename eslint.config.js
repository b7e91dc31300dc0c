import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import boundaries from "eslint-plugin-boundaries"
import globals from "globals"

// The web app's layers (DESIGN 3a): app → features → shared. A feature uses shared code and its
// own files, never another feature; shared code never reaches up. The entry (main.tsx) starts the app.
const webLayers = [
  { type: "web-app", pattern: "packages/web/src/app", partialMatch: false },
  { type: "web-feature", pattern: "packages/web/src/features/*", capture: ["feature"], partialMatch: false },
  { type: "web-shared", pattern: "packages/web/src/shared", partialMatch: false }
]

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.data/**", "**/coverage/**", "reports/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-empty-object-type": "off",
      "no-restricted-syntax": ["error",
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]", message: "Every test must run." }]
    }
  },
  {
    // core is headless: no React, no DOM, no server code.
    files: ["packages/core/src/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["react*", "@pociecha/server", "@pociecha/web", "node:*"] }]
    }
  },
  {
    files: ["packages/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, boundaries },
    settings: {
      "boundaries/elements": webLayers,
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } }
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: ["@pociecha/server", "node:*"] }],
      "boundaries/dependencies": ["error", {
        default: "allow",
        policies: [
          {
            from: { element: { type: "web-shared" } },
            disallow: { to: { element: { types: ["web-app", "web-feature"] } } },
            message: "Shared code imports neither the app nor a feature."
          },
          { from: { element: { type: "web-feature" } }, disallow: { to: { element: { type: "web-app" } } }, message: "A feature does not import the app." },
          {
            from: { element: { type: "web-feature" } },
            disallow: { to: { element: { type: "web-feature", captured: { feature: "!{{from.element.captured.feature}}" } } } },
            message: "A feature does not import another feature: lift what they share into shared."
          }
        ]
      }]
    }
  }
)
