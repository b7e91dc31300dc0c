import type { Membership, Publication, User } from "@pociecha/core"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { Route } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { aFacility } from "../../shared/testing/facilityFixture"
import { recordedError, serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { routes, type RouteName } from "../../shared/routing/paths"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { TestProviders } from "../../shared/testing/TestProviders"
import OwnerAreaPage from "./OwnerAreaPage"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

/** A teacher of facility 42 whom its owner made a moderator of its pages: their perms hold facility-publications/write. */
const teacher: User = aSignedInUser({
  email: "nauczycielka@sloneczko.pl",
  name: "Ewa",
  surname: "Nauczycielka",
  perms: { "42": ["facility-publications/write"] },
  jwt: "jwt-teacher"
})
const slug = "przedszkole-sloneczko-krakow"
const moderatorMembership: Membership = {
  facility_id: 42, facility_name: "Przedszkole Słoneczko", facility_slug: slug, facility_city: "Kraków",
  role: "teacher", status: "accepted", permissions: ["facility-publications/write"], created_at: 0, decided_at: 1
}
const post: Publication = {
  id: 5, facility_id: 42, title: "Bal przebierańców", content: "<p>W piątek bal.</p>", category: "relation", visibility: "public",
  holiday: null, attachments: [], account_id: null, account: null, created_at: Date.UTC(2026, 1, 10), updated_at: Date.UTC(2026, 1, 10)
}

let items: Publication[] = []
const sent: Array<{ readonly method: string; readonly body: unknown }> = []
const { requests } = serveRecordedAnswers({
  ...sessionOf(teacher),
  "GET /api/v1/facility/owned": () => ({ status: 200, body: { facilities: [], shadow_facilities: [] } }),
  "GET /api/v1/membership/mine": () => ({ status: 200, body: [moderatorMembership] }),
  "GET /api/v1/overview": () => ({ status: 200, body: { opinions: { new_answers: 0, new_opinions: 0, new_opinions_by_facility: {} }, user_questions: { new_messages: 0, new_messages_by_facility: {} } } }),
  "GET /api/v1/tag": () => ({ status: 200, body: [] }),
  [`GET /api/facility/list/${slug}`]: () => ({ status: 200, body: aFacility() }),
  // What the server answers a teacher asking for the editors' read (FacilityPolicy.canEdit).
  "GET /api/facility/list/42/manage": () => recordedError("ERROR_INSUFFICIENT_PERMISSIONS"),
  [`GET /api/facility/list/${slug}/publications`]: () => ({
    status: 200,
    body: { itemsReceived: items.length, curPage: 1, nextPage: null, prevPage: null, offset: 0, itemsTotal: items.length, pageTotal: 1, items }
  }),
  [`PATCH /api/facility/list/${slug}/publications/5`]: async (request) => {
    const body = (await request.json()) as Partial<Publication>
    sent.push({ method: "PATCH", body })
    items = items.map((item) => (item.id === 5 ? { ...item, ...body } : item))
    return { status: 200, body: items[0] }
  },
  [`DELETE /api/facility/list/${slug}/publications/5`]: () => {
    sent.push({ method: "DELETE", body: null })
    items = []
    return { status: 204 }
  }
})

/** Renders the area at a path as the app's routes do: the first owner-area route that matches. */
function open(path: string) {
  const location = memoryLocation({ path, record: true })
  const names: RouteName[] = ["facility_settings_view", "facility_address", "facility_opinions", "facility_publications"]
  const user = userEvent.setup()
  const { unmount } = render(
    <TestProviders location={location}>
      {names.map((name) => (
        <Route key={name} path={routes[name].path}>
          {(params: Record<string, string | undefined>) => <OwnerAreaPage route={name} params={params} />}
        </Route>
      ))}
    </TestProviders>
  )
  return { location, user, unmount }
}

const tabsMenu = async () => within(await screen.findByRole("navigation", { name: "Zakładki placówki" }))
/** The News screen has arrived (the tab is its own chunk). */
const newsScreen = () => screen.findByRole("region", { name: "Aktualności" }, { timeout: 10_000 })

beforeAll(() => startSignedIn(teacher))
beforeEach(() => {
  items = [post]
  sent.length = 0
})

describe("The owner area of a moderator teacher (management 1, 2.2, 6; issue 17)", () => {
  it("opens on News, the one tab of the side menu, from any tab of the facility", async () => {
    for (const tab of ["", "/facility_settings/address", "/opinions"]) {
      const { location, unmount } = open(`/user_facility/${slug}${tab}`)
      await waitFor(() => expect(location.history.at(-1)).toBe(`/user_facility/${slug}/publications`))
      await newsScreen()
      expect((await tabsMenu()).getAllByRole("link").map((link) => link.textContent)).toEqual(["Aktualności"])
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Aktualności")
      unmount()
    }
    // The editors' read is not theirs: the area never asks for it.
    expect(requests).not.toContain("GET /api/facility/list/42/manage")
  })

  it("lists the facility under the news they moderate", async () => {
    open(`/user_facility/${slug}/publications`)
    await newsScreen()
    const link = within(screen.getByRole("navigation", { name: "Moje placówki" })).getByRole("link", { name: "Przedszkole Słoneczko" })
    expect(link.getAttribute("href")).toBe(`/user_facility/${slug}/publications`)
  })

  it("edits a post, choosing its visibility, and deletes it", async () => {
    const { user } = open(`/user_facility/${slug}/publications`)
    await newsScreen()
    expect(await screen.findByRole("button", { name: "Nowa aktualność" })).toBeDefined()
    await user.click(await screen.findByRole("button", { name: "Edytuj" }))
    await screen.findByRole("textbox", { name: "Treść" })
    await user.clear(screen.getByLabelText(/^Tytuł/))
    await user.type(screen.getByLabelText(/^Tytuł/), "Bal karnawałowy")
    // Visibility is for moderators only (management 2.4): a moderator teacher is offered it.
    await user.selectOptions(screen.getByLabelText("Widoczność"), "Dla członków")
    await user.click(screen.getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(sent).toEqual([{ method: "PATCH", body: { title: "Bal karnawałowy", visibility: "private" } }]))
    await screen.findByRole("heading", { name: "Bal karnawałowy" })

    await user.click(screen.getByRole("button", { name: "Usuń" }))
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: "DELETE", body: null }))
    await waitFor(() => expect(screen.queryByTestId("publication")).toBeNull())
  })
})
