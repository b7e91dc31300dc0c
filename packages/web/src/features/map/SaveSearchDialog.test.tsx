import type { SearchPayload } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { recordedError, serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import { SaveSearchDialog } from "./SaveSearchDialog"

const user = aSignedInUser({ name: "Helena", surname: "Nowak" })
const query: SearchPayload = {
  search_polygon: { type: "poly", data: [{ lng: 19.8, lat: 50.1 }, { lng: 20.1, lat: 50.1 }, { lng: 20.1, lat: 50.0 }, { lng: 19.8, lat: 50.0 }, { lng: 19.8, lat: 50.1 }] },
  zoom: 13,
  required_specialization: ["kindergarten"],
  tuition_to: 1200
}
const sent: unknown[] = []
let full = false
serveRecordedAnswers({
  ...sessionOf(user),
  "POST /api/v1/saved-search": async (request) => {
    const body = (await request.json()) as { name: string }
    if (full) return recordedError("ERROR_SAVED_SEARCHES_LIMIT")
    sent.push(body)
    return { status: 201, body: { id: 3, ...body, created_at: 0 } }
  }
})

beforeAll(() => startSignedIn(user))

describe("Saving the map's search (issue 20)", () => {
  it("keeps the map's own search body under the name, alert and age group chosen", async () => {
    const { user: person } = renderWithProviders(<SaveSearchDialog query={query} suggestedName="Przedszkola w Krakowie" open onClose={() => undefined} />)
    expect((await screen.findByLabelText<HTMLInputElement>(/^Nazwa/)).value).toBe("Przedszkola w Krakowie")
    expect(screen.getByLabelText<HTMLInputElement>("Od razu").checked).toBe(true)
    await person.click(screen.getByLabelText("Raz dziennie (podsumowanie)"))
    await person.selectOptions(screen.getByLabelText(/^Wolne miejsca dla dziecka w wieku/), "4")
    await person.click(screen.getByTestId("save-search-submit"))
    await waitFor(() => expect(sent).toEqual([{ name: "Przedszkola w Krakowie", query, alert: "daily", age_group: "4" }]))
    expect((await screen.findByTestId("search-saved")).textContent).toContain("Zapisano wyszukiwanie „Przedszkola w Krakowie”")
  })

  it("says so when the account already keeps twenty searches", async () => {
    full = true
    const { user: person } = renderWithProviders(<SaveSearchDialog query={query} suggestedName="Kraków" open onClose={() => undefined} />)
    await person.click(await screen.findByTestId("save-search-submit"))
    expect(await screen.findByText("Masz już 20 zapisanych wyszukiwań. Usuń jedno, aby zapisać nowe.")).toBeDefined()
  })
})
