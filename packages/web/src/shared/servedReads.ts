import type { QueryClient } from "@tanstack/react-query"

/**
 * Puts in the cache the reads the server sent with the page (a facility profile's own, see the
 * server's profilePage.ts): `<script type="application/json" data-served-read="<query key>">`
 * holding the API's JSON of that read. The page's first render then needs no request for it. A
 * block that does not parse is skipped: the page reads it from the API as usual.
 */
export function seedServedReads(client: QueryClient, root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-served-read]')) {
    try {
      const key: unknown = JSON.parse(block.dataset.servedRead ?? "")
      if (Array.isArray(key)) client.setQueryData(key, JSON.parse(block.textContent ?? ""))
    } catch {
      // Left to the API.
    }
  }
}
