import { LRUCache } from "lru-cache"

/** A rendered page kept for guests: its status and HTML, and the facility whose changes drop it. */
export interface CachedPage {
  readonly facilityId: number
  readonly status: number
  readonly html: string
}

/**
 * Rendered guest pages of the facility sites (lru-cache): the least recently read dropped first
 * once there are `maxPages` or their HTML passes `maxCharacters`. No ages: a change of a facility
 * drops its pages (siteCache), so a kept page is never stale.
 */
export function makePageCache(maxPages: number, maxCharacters: number) {
  const pages = new LRUCache<string, CachedPage>({ max: maxPages, maxSize: maxCharacters, sizeCalculation: (page) => Math.max(1, page.html.length) })
  return {
    get: (key: string): CachedPage | undefined => pages.get(key),
    set: (key: string, page: CachedPage): void => void pages.set(key, page),
    /** Drops the pages of one facility, or every page for '*' (a template changed). */
    drop: (facility: number | "*"): void => {
      if (facility === "*") return pages.clear()
      const dropped = [...pages.entries()].filter(([, page]) => page.facilityId === facility)
      for (const [key] of dropped) pages.delete(key)
    }
  }
}

export type PageCache = ReturnType<typeof makePageCache>
