import type { Membership } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, nothingNew, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import MyMembershipsPage from "./MyMembershipsPage"

const user = aSignedInUser()

const membership = (facility_id: number, facility_name: string, role: Membership["role"], status: Membership["status"]): Membership => ({
  facility_id,
  facility_name,
  facility_slug: null,
  facility_city: "Kraków",
  role,
  status,
  permissions: [],
  created_at: Date.UTC(2026, 0, 10),
  decided_at: status === "pending" ? null : Date.UTC(2026, 0, 12)
})

let mine: Membership[] = [
  membership(1, "Żłobek Biedronka", "parent", "pending"),
  membership(2, "Przedszkole Słoneczko", "teacher", "accepted"),
  membership(3, "Przedszkole Tęcza", "parent", "rejected"),
  membership(4, "Przedszkole Własne", "OWNER", "accepted")
]
const served = serveRecordedAnswers({
  ...sessionOf(user),
  ...nothingNew,
  "GET /api/v1/membership/mine": () => ({ status: 200, body: mine }),
  "DELETE /api/facility/list/2/membership": () => {
    mine = mine.filter((item) => item.facility_id !== 2)
    return { status: 204 }
  }
})

const items = () => screen.queryAllByTestId("my-membership")
const item = (name: string) => {
  const found = items().find((candidate) => candidate.textContent?.includes(name))
  if (found === undefined) throw new Error(`no membership of ${name}`)
  return found
}

beforeAll(() => startSignedIn(user))

describe("MyMembershipsPage (spec 2.11, 3.11, 4.5)", () => {
  it("shows each membership's status in its colour; a parent resigns, a teacher leaves the facility after confirming, an owner neither", async () => {
    const { user: person } = renderWithProviders(<MyMembershipsPage />, { path: "/user/memberships" })
    await waitFor(() => expect(items()).toHaveLength(4))
    const statuses = items().map((element) => {
      const pill = within(element).getByTestId("membership-status")
      return [pill.textContent, pill.getAttribute("data-tone")]
    })
    expect(statuses).toEqual([
      ["Czeka na weryfikację", "orange"],
      ["Potwierdzone", "green"],
      ["Odrzucono", "red"],
      ["Potwierdzone", "green"]
    ])
    expect(within(item("Żłobek Biedronka")).getByRole("button", { name: "Zrezygnuj z subskrypcji" })).toBeDefined()
    expect(within(item("Przedszkole Własne")).queryByTestId("membership-resign")).toBeNull()

    const teacher = item("Przedszkole Słoneczko")
    await person.click(within(teacher).getByRole("button", { name: "Opuść placówkę" }))
    await waitFor(() => expect(teacher.textContent).toContain("Czy na pewno chcesz opuścić placówkę Przedszkole Słoneczko?"))
    // Nothing is sent before the confirmation.
    expect(served.requests).not.toContain("DELETE /api/facility/list/2/membership")
    await person.click(within(teacher).getByRole("button", { name: "Opuść placówkę" }))
    await waitFor(() => expect(items()).toHaveLength(3))
    expect(served.requests).toContain("DELETE /api/facility/list/2/membership")
    expect(items().some((element) => element.textContent?.includes("Przedszkole Słoneczko"))).toBe(false)
  })

  it("links a teacher the owner made a moderator to the facility's News screen, and no one else (management 1)", async () => {
    mine = [
      { ...membership(5, "Przedszkole Moderowane", "teacher", "accepted"), permissions: ["facility-publications/write"] },
      membership(6, "Przedszkole Zwykłe", "teacher", "accepted")
    ]
    renderWithProviders(<MyMembershipsPage />, { path: "/user/memberships" })
    await waitFor(() => expect(items()).toHaveLength(2))
    const link = within(item("Przedszkole Moderowane")).getByRole("link", { name: "Dodawaj aktualności placówki" })
    expect(link.getAttribute("href")).toBe("/user_facility/5/publications")
    expect(within(item("Przedszkole Zwykłe")).queryByTestId("membership-news")).toBeNull()
  })
})
