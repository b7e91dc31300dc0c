import react from "@vitejs/plugin-react"
import { randomBytes } from "node:crypto"
import type { InputType } from "node:zlib"
import { gzipAsync } from "@gfx/zopfli"
import { defaultClientConditions, defineConfig, type Plugin } from "vite"
import { compression, defineAlgorithm } from "vite-plugin-compression2"

/**
 * Gzip by Zopfli for the app's code: three iterations gain within 0.1 % of fifteen, in a fifth of
 * the time. The password dictionaries (loaded on demand) get zlib's level 9 instead, by file name
 * (see below): Zopfli takes seconds per megabyte, and their size is close to the app shell's, which
 * must not fall back to zlib (5 kB more on every first visit).
 */
async function zopfliGzip(content: InputType): Promise<Buffer> {
  const bytes = typeof content === "string" ? Buffer.from(content)
    : content instanceof ArrayBuffer ? new Uint8Array(content)
    : new Uint8Array(content.buffer, content.byteOffset, content.byteLength)
  return Buffer.from(await gzipAsync(bytes, { numiterations: 3 }))
}
const PASSWORD_DICTIONARIES = /password-strength-[^/]*\.js$/

/**
 * The build's id (spec 7.6): BUILD_ID when the release pipeline names it, else when and which
 * build this was. Built into the code as import.meta.env.VITE_BUILD_ID, and published beside it
 * at /builds/latest.json (core's LATEST_BUILD_PATH), which an open tab polls: a different id
 * there means a new build is served, and the tab offers a reload. The development server has no
 * id (core's DEVELOPMENT_BUILD applies) and publishes none.
 */
function buildVersion(): Plugin {
  const version = process.env.BUILD_ID ?? `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${randomBytes(4).toString("hex")}`
  return {
    name: "pociecha-build-version",
    apply: "build",
    config: () => ({ define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "builds/latest.json", source: JSON.stringify({ version }) })
    }
  }
}

// The workspace packages are read from source through the "@pociecha/source" export condition,
// so the web app never waits for a build of @pociecha/core.
// Whether a deployment is marked non-production (noindex, watermark) is the server's APP_ENV,
// written into index.html when the server starts, so one build serves every environment.
export default defineConfig({
  plugins: [
    react(),
    buildVersion(),
    // A .br (quality 11) and a .gz beside every text file: the server sends the one the browser
    // accepts and never compresses per request. The .gz is Zopfli's: any gzip reader inflates it,
    // and it is about 4 % smaller than zlib's level 9 (the landing page's scripts weigh 6 KB less).
    compression({
      algorithms: ["brotliCompress", defineAlgorithm(zopfliGzip)],
      include: /\.(html|js|css|svg|json)$/,
      exclude: PASSWORD_DICTIONARIES,
      skipIfLargerOrEqual: true,
      logLevel: "silent"
    }),
    compression({
      algorithms: ["brotliCompress", defineAlgorithm("gzip", { level: 9 })],
      include: PASSWORD_DICTIONARIES,
      skipIfLargerOrEqual: true,
      logLevel: "silent"
    })
  ],
  resolve: { conditions: ["@pociecha/source", ...defaultClientConditions] },
  build: {
    target: "es2022",
    // dist/.vite/manifest.json: which chunks and stylesheets each page needs, for the server's
    // first view of a facility profile (server/src/http/pages/pageAssets.ts). Not served.
    manifest: true,
    rolldownOptions: {
      output: {
        // Ukrainian texts arrive as one chunk, not one per feature. English is also the fallback
        // language, so i18next fetches the English texts of every feature a Polish page shows: only
        // the shell's English is one chunk, each feature's stays its own (the landing page's is
        // under 1 KB, where the whole language is 18 KB).
        // The password strength dictionaries (core loads them on the first check) get a name the
        // end-to-end tests can look for, in parts small enough to fetch side by side.
        // Every first visit downloads the shell (what the entry imports statically) whole, so it is
        // one file, not fifteen. The landing page's shared components (and what they import) are
        // one file too, which the map and profile pages share: each small file costs its own gzip
        // header and its import lines, and compresses alone (the landing page's scripts weigh
        // about 5 kB less for these two groups).
        codeSplitting: {
          groups: [
            { name: "locale-ua", test: /locales[\\/]ua\.json$/ },
            { name: "locale-en", test: /shared[\\/][^\\/]+[\\/]locales[\\/]en\.json$/ },
            { name: "password-strength", test: /[\\/]@zxcvbn-ts[\\/]/, maxSize: 450_000 },
            { name: "shell", tags: ["$initial"] },
            { name: "landing-parts", test: /[\\/]web[\\/]src[\\/]shared[\\/](citySearch[\\/]CitySearchBox|facilityCard[\\/]FacilityTile|filters[\\/]FiltersBar|tags|loadFailed|ui[\\/](EmptyPlaceholder|Icon|SpokenAs|TitledSection))\.tsx?$/ }
          ]
        }
      }
    }
  },
  server: {
    port: 5173,
    // The API, and the stored files (avatars, photos) it links to.
    proxy: { "/api": { target: "http://localhost:3000" }, "/files": { target: "http://localhost:3000" } }
  }
})
