import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import boundaries from "eslint-plugin-boundaries"
import globals from "globals"

// Every linted file belongs to one zone (DESIGN 3a): a package, a layer of the web app, or one of the
// root's tool folders. Folder patterns match from the repository root (partialMatch: false), so a
// path means one place; the first matching zone wins.
const zones = [
  { type: "core", pattern: "packages/core", partialMatch: false },
  { type: "server", pattern: "packages/server", partialMatch: false },
  { type: "site-renderer", pattern: "packages/site-renderer", partialMatch: false },
  { type: "cli", pattern: "packages/cli", partialMatch: false },
  { type: "web-app", pattern: "packages/web/src/app", partialMatch: false },
  { type: "web-feature", pattern: "packages/web/src/features/*", capture: ["feature"], partialMatch: false },
  { type: "web-shared", pattern: "packages/web/src/shared", partialMatch: false },
  // the web package outside its layers: the entry (src/main.tsx) and the build's configuration
  { type: "web-root", pattern: "packages/web", partialMatch: false },
  { type: "scripts", pattern: "scripts", partialMatch: false },
  { type: "tests", pattern: "tests", partialMatch: false },
  { type: "examples", pattern: "examples", partialMatch: false }
]
// Files at the repository's root are tool configuration: they import tools, never the product.
const rootFiles = [{ category: "root-config", pattern: "*.{js,mjs,cjs,ts}" }]

/** A policy letting `from` import the zones `to` (the zone's own files are always allowed). */
const mayImport = (from, to, message) => ({ from: { element: { type: from } }, allow: { to: { element: { types: to } } }, message })

// What may cross a zone's edge. Everything else is refused (default: "disallow"), including a
// relative path into another package and any import of an unknown file, so no file launders one.
const crossings = [
  mayImport("web-root", ["web-app", "web-shared"]),
  mayImport("web-app", ["web-feature", "web-shared"]),
  mayImport("web-feature", ["web-shared"]),
  // a root configuration may build on another (a second Stryker run extending the first)
  { from: { file: { categories: "root-config" } }, allow: { to: { file: { categories: "root-config" } } } }
]

// The packages that make core a UI or a server: core is a headless SDK read by Node scripts too.
const notInCore = ["react", "react-*", "react/*", "react-dom/*", "i18next", "i18next-*", "leaflet", "leaflet.*", "lexical", "@lexical/*", "@tanstack/*", "@xstate/react", "@pociecha/*", "node:*"]

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.data/**", "**/coverage/**", "reports/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries },
    settings: {
      "boundaries/elements": zones,
      "boundaries/files": rootFiles,
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } }
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-empty-object-type": "off",
      "no-restricted-syntax": ["error",
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]", message: "Every test must run." }],
      "boundaries/no-unknown-files": "error",
      "boundaries/dependencies": ["error", {
        default: "disallow",
        checkUnknownLocals: true,
        message: "This import crosses a wall: a zone imports its own files and the zones below it, nothing else (DESIGN 3a).",
        policies: [
          ...crossings,
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
  },
  {
    files: ["packages/core/src/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: notInCore, message: "core is headless: no UI, translation, map, editor or server code." }] }]
    }
  },
  {
    files: ["packages/site-renderer/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@pociecha/*", "!@pociecha/core"], message: "The site renderer imports core only; the server imports it." }] }] }
  },
  {
    // the command line is a client like the web app: it speaks to the server through core only
    files: ["packages/cli/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@pociecha/*", "!@pociecha/core", "!@pociecha/core/testing"], message: "The CLI is a client of core: no server, web or renderer code." }] }] }
  },
  {
    files: ["packages/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@pociecha/web", "@pociecha/web/*"], message: "The server serves the web app's build; it imports none of its code." }] }] }
  },
  {
    files: ["packages/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [{ group: ["@pociecha/server", "@pociecha/server/*", "node:*"], message: "The web app runs in the browser: no server code, no Node modules." }] }]
    }
  }
)
