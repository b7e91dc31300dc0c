import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { indexHtml } from "../../src/http/pages/servedPageTesting"

/**
 * A web build of one index.html (servedPageTesting's), for tests of the pages the server fills
 * in with their content: `dir` is the server's `webDist`; `remove()` deletes it after the file's tests.
 */
export function bareWebBuild() {
  const dir = mkdtempSync(join(tmpdir(), "pociecha-web-"))
  writeFileSync(join(dir, "index.html"), indexHtml)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
