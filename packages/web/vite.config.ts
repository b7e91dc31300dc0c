import react from "@vitejs/plugin-react"
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from "vite"

/** Outside production builds, tell search engines not to index (spec 1), before any script runs. */
const noindexOutsideProduction = (appEnv: string | undefined): Plugin => ({
  name: "pociecha-noindex",
  transformIndexHtml: (html) =>
    appEnv && !["production", "prod"].includes(appEnv.toLowerCase())
      ? html.replace("</head>", '    <meta name="robots" content="noindex, nofollow" />\n  </head>')
      : html
})

// The workspace packages are read from source through the "@pociecha/source" export condition,
// so the web app never waits for a build of @pociecha/core.
export default defineConfig(({ mode }) => {
  // loadEnv reads .env files and the process environment (VITE_ variables only).
  const env = loadEnv(mode, new URL(".", import.meta.url).pathname, "VITE_")
  return {
    plugins: [react(), noindexOutsideProduction(env.VITE_APP_ENV)],
    resolve: { conditions: ["@pociecha/source", ...defaultClientConditions] },
    build: {
      target: "es2022",
      rolldownOptions: {
        output: {
          // Texts of a language other than Polish arrive as one chunk per language, not one per feature.
          codeSplitting: {
            groups: [
              { name: "locale-ua", test: /locales[\\/]ua\.json$/ },
              { name: "locale-en", test: /locales[\\/]en\.json$/ }
            ]
          }
        }
      }
    },
    server: {
      port: 5173,
      proxy: { "/api": { target: "http://localhost:3000" } }
    }
  }
})
