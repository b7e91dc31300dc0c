import { describe, expect, it } from "vitest"
import { defaultDeskFilter, deskFilterFromSearch, deskFilterToSearch, deskQueryOf } from "./moderationDeskFilter"

describe("the moderation desk's filter in the URL", () => {
  it("is the default with nothing in the URL, and names nothing when it is the default", () => {
    expect(deskFilterFromSearch("")).toEqual(defaultDeskFilter)
    expect(deskFilterToSearch(defaultDeskFilter)).toBe("")
  })

  it("goes to the URL and back unchanged", () => {
    const filter = { page: 3, state: "rejected", order: "newest", reported: true, facility: 12, city: "krakow", q: "Ola" } as const
    const search = deskFilterToSearch(filter)
    expect(search).toBe("?page=3&state=rejected&order=newest&reported=true&facility=12&city=krakow&q=Ola")
    expect(deskFilterFromSearch(search)).toEqual(filter)
  })

  it("reads a misspelt or hand-edited URL as the default for that part", () => {
    expect(deskFilterFromSearch("?page=-2&state=pending&order=up&reported=1&facility=x&city=")).toEqual(defaultDeskFilter)
  })

  it("asks the API only for what is set, the search trimmed", () => {
    expect(deskQueryOf({ ...defaultDeskFilter, q: "  " })).toEqual({ page: 1, state: "new", order: "oldest" })
    expect(deskQueryOf({ ...defaultDeskFilter, q: " Ola ", facility: 4 })).toEqual({ page: 1, state: "new", order: "oldest", facility: 4, q: "Ola" })
  })
})
