import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import { seedServedReads } from "./servedReads"

const page = (html: string) => {
  const root = document.createElement("div")
  root.innerHTML = html
  return root
}

describe("reads the server sent with the page", () => {
  it("are in the cache under their key before anything asks for them", () => {
    const client = new QueryClient()
    seedServedReads(client, page(`<script type="application/json" data-served-read='["facility","zlobek-a"]'>{"id":7,"name":"Żłobek \\u003cA>"}</script>`))
    expect(client.getQueryData(["facility", "zlobek-a"])).toEqual({ id: 7, name: "Żłobek <A>" })
    expect(client.getQueryState(["facility", "zlobek-a"])?.status).toBe("success")
  })

  it("skip a block that does not parse, or whose key is no list, and keep the others", () => {
    const client = new QueryClient()
    seedServedReads(client, page(
      `<script type="application/json" data-served-read='["facility","a"]'>{broken</script>` +
      `<script type="application/json" data-served-read='"facility"'>{"id":1}</script>` +
      `<script type="application/json" data-served-read='["facility","b"]'>{"id":2}</script>` +
      `<script type="application/ld+json">{"id":3}</script>`
    ))
    expect(client.getQueryData(["facility", "a"])).toBeUndefined()
    expect(client.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([["facility", "b"]])
  })
})
