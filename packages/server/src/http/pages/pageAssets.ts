import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as pages need it. */
interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}

/** The chunk keys `key` imports statically, itself first, each once. */
function importClosure(manifest: Readonly<Record<string, ManifestChunk>>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (seen.has(key) || chunk === undefined) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) importClosure(manifest, imported, seen)
  return seen
}

/** What a page's chunk needs beside the app's entry (which index.html already names). */
export interface PageAssets {
  /** URL paths of the page's chunk and of the chunks it imports. */
  readonly modules: ReadonlyArray<string>
  /** URL paths of their stylesheets. */
  readonly stylesheets: ReadonlyArray<string>
  /** The text of those stylesheets. */
  readonly css: string
  /** The text of the page chunk's own stylesheets, without those of the chunks it imports. */
  readonly ownCss: string
}

const noAssets: PageAssets = { modules: [], stylesheets: [], css: "", ownCss: "" }

/**
 * The assets of the page whose source module is `source` (e.g.
 * "src/features/facility/FacilityPage.tsx"), read from the build through its manifest, less the
 * entry's. Empty when the build has no manifest or no such page.
 */
export function readPageAssets(webDist: string, source: string): PageAssets {
  const path = join(webDist, ".vite", "manifest.json")
  if (!existsSync(path)) return noAssets
  const manifest = JSON.parse(readFileSync(path, "utf8")) as Record<string, ManifestChunk>
  if (manifest[source] === undefined) return noAssets
  const chunksOf = (key: string) => [...importClosure(manifest, key)].flatMap((chunkKey) => manifest[chunkKey] ?? [])
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true)
  const entryChunks = entries.flatMap(chunksOf)
  const withEntry = new Set(entryChunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))
  const chunks = chunksOf(source).filter((chunk) => !withEntry.has(chunk.file))
  const stylesheets = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []).filter((file) => !withEntry.has(file)))]
  const textOf = (files: ReadonlyArray<string>) => files.map((file) => readFileSync(join(webDist, file), "utf8")).join("\n")
  return {
    modules: chunks.map((chunk) => `/${chunk.file}`),
    stylesheets: stylesheets.map((file) => `/${file}`),
    css: textOf(stylesheets),
    ownCss: textOf(manifest[source].css ?? [])
  }
}
