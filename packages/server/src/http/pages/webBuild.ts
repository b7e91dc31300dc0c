import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join, sep } from "node:path"
import { contentEncodings, type ContentEncoding } from "../middleware/contentEncoding"
import { staticFile, type StaticFile } from "./staticFile"

const extensionOf: Record<ContentEncoding, string> = { br: ".br", gzip: ".gz" }

const isVariant = (root: string, relative: string) =>
  contentEncodings.some((encoding) => {
    const extension = extensionOf[encoding]
    return relative.endsWith(extension) && existsSync(join(root, relative.slice(0, -extension.length)))
  })

/**
 * Every file of the web build by URL path ("/assets/index-x.js"), each with the .br and .gz the
 * build wrote beside it (none for a file compression would not shrink). Read once at start: the
 * build is small (about 1.5 MB with its variants) and does not change while the server runs. The
 * build's manifest (.vite/) is read by pageStyles.ts, never served.
 */
export function readWebBuild(root: string): ReadonlyMap<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  for (const relative of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const file = join(root, relative)
    if (relative.startsWith(`.vite${sep}`) || !statSync(file).isFile() || isVariant(root, relative)) continue
    const encoded: Partial<Record<ContentEncoding, Uint8Array>> = {}
    for (const encoding of contentEncodings) {
      const variant = file + extensionOf[encoding]
      if (existsSync(variant)) encoded[encoding] = readFileSync(variant)
    }
    files.set(`/${relative.split(sep).join("/")}`, staticFile(relative, readFileSync(file), encoded))
  }
  return files
}
