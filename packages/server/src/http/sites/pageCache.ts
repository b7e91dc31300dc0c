import { LRUCache } from "lru-cache"
import type { StaticFile } from "../pages/staticFile"

/** A rendered page kept for guests: its status, its bytes as sent (keptPage.ts), and the facility whose changes drop it. */
export interface CachedPage {
  readonly facilityId: number
  readonly status: number
  readonly file: StaticFile
}

const bytesOf = ({ file }: CachedPage) =>
  file.body.byteLength + Object.values(file.encoded).reduce((sum, bytes) => sum + bytes.byteLength, 0)

/**
 * Rendered guest pages of the facility sites (lru-cache): the least recently read dropped first
 * once there are `maxPages` or their bytes (each page with its compressed copies) pass `maxBytes`.
 * No ages: a change of a facility drops its pages (siteCache), so a kept page is never stale.
 */
export function makePageCache(maxPages: number, maxBytes: number) {
  const pages = new LRUCache<string, CachedPage>({ max: maxPages, maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, bytesOf(page)) })
  let drops = 0
  return {
    get: (key: string): CachedPage | undefined => pages.get(key),
    /** What a page rendered from now on is kept under: see `set`. */
    generation: (): number => drops,
    /**
     * Keeps a page rendered from what the database held at `generation`, unless a change was
     * heard since: the page may predate it, and nothing would drop it later.
     */
    set: (key: string, page: CachedPage, generation: number): void => {
      if (generation === drops) pages.set(key, page)
    },
    /** Drops the pages of one facility, or every page for '*' (a template changed). */
    drop: (facility: number | "*"): void => {
      drops++
      if (facility === "*") return pages.clear()
      const dropped = [...pages.entries()].filter(([, page]) => page.facilityId === facility)
      for (const [key] of dropped) pages.delete(key)
    }
  }
}

export type PageCache = ReturnType<typeof makePageCache>
