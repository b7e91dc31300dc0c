import type { PublicOpinion } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { preloadApi } from "../../../shared/api"
import { initI18n } from "../../../shared/i18n"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { OpinionList } from "./OpinionList"

const PAGE_SIZE = 10
const TOTAL = 12

// Twelve published opinions, newest first as the server orders them: id 12 is the newest.
const opinion = (id: number): PublicOpinion => ({
  id,
  facility_id: 42,
  rating_cleanliness: 4,
  rating_staff: 4,
  rating_food: 4,
  comment: `Opinia numer ${id}`,
  author: { name: "Anna", surname: `Autorka${id}` },
  badge: "unverified",
  answer: null,
  created_at: Date.UTC(2025, 0, id)
})
const all = Array.from({ length: TOTAL }, (_, index) => opinion(TOTAL - index))

const served = serveRecordedAnswers({
  "GET /api/facility/list/42/opinions": (request) => {
    const page = Number(new URL(request.url).searchParams.get("page") ?? "1")
    const items = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
    return {
      status: 200,
      body: {
        items,
        itemsReceived: items.length,
        curPage: page,
        nextPage: page * PAGE_SIZE < TOTAL ? page + 1 : null,
        prevPage: page > 1 ? page - 1 : null,
        offset: (page - 1) * PAGE_SIZE,
        itemsTotal: TOTAL,
        pageTotal: Math.ceil(TOTAL / PAGE_SIZE)
      }
    }
  }
})

// Each opinion's comment, in the order listed (every fixture comment reads "Opinia numer …").
const comments = () => screen.queryAllByText(/^Opinia numer \d+$/).map((item) => item.textContent)
const more = () => screen.queryByRole("button", { name: /^Pokaż więcej opinii/ })

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

describe("OpinionList (spec 2.7)", () => {
  it("shows ten opinions a page, newest first, and 'show more' adds the next page below", async () => {
    const { user } = renderWithProviders(<OpinionList facilityRef="42" onReport={() => undefined} />)
    await waitFor(() => expect(comments()).toHaveLength(PAGE_SIZE))
    expect(comments()[0]).toBe("Opinia numer 12")
    expect(more()?.textContent).toBe("Pokaż więcej opinii (2)")

    await user.click(more()!)
    await waitFor(() => expect(comments()).toHaveLength(TOTAL))
    expect(comments().at(-1)).toBe("Opinia numer 1")
    // The last page offers nothing more, and the first page was not read again.
    expect(more()).toBeNull()
    expect(served.requests.filter((request) => request === "GET /api/facility/list/42/opinions")).toHaveLength(2)
  })
})
