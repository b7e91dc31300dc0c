import type { BookedVisitSlot } from "@pociecha/core"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import VisitsTab from "./VisitsTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const startsAt = Date.now() + 3 * 24 * 60 * 60 * 1000
const slot: BookedVisitSlot = {
  id: 9,
  facility_id: 42,
  kind: "open_day",
  starts_at: startsAt,
  ends_at: startsAt + 2 * 60 * 60 * 1000,
  capacity: 10,
  places_left: 9,
  note: "Wejście od ogrodu.",
  guests: [{ booking_id: 3, name: "Joanna Zielińska", email: "joanna@example.pl", booked_at: Date.now() }]
}
const published: unknown[] = []
serveRecordedAnswers({
  ...ownerSession,
  "GET /api/facility/list/przedszkole-sloneczko-krakow/visit-slots/booked": () => ({ status: 200, body: [slot] }),
  "POST /api/facility/list/przedszkole-sloneczko-krakow/visit-slots": async (request) => {
    const body = (await request.json()) as Record<string, unknown>
    published.push(body)
    return { status: 201, body: { ...slot, id: 10, kind: body.kind, capacity: body.capacity, places_left: body.capacity, guests: undefined } }
  }
})

beforeAll(startAsOwner)

describe("VisitsTab (issue 20)", () => {
  it("shows each upcoming slot with who booked it, by name and e-mail", async () => {
    renderOwnerTab(VisitsTab)
    expect((await screen.findByTestId("visit-slot")).textContent).toContain("Dzień otwarty")
    expect(screen.getByTestId("visit-slot-places").textContent).toBe("zajęte miejsca: 1 z 10")
    expect(screen.getByTestId("visit-guest").textContent).toContain("Joanna Zielińska")
    expect(screen.getByRole("link", { name: "joanna@example.pl" }).getAttribute("href")).toBe("mailto:joanna@example.pl")
  })

  it("publishes a visit from the form, checked first", async () => {
    const { user } = renderOwnerTab(VisitsTab)
    await screen.findByTestId("visit-slot")
    await user.click(screen.getByTestId("visit-slot-submit"))
    await waitFor(() => expect(screen.getByLabelText(/^Początek/).getAttribute("aria-invalid")).toBe("true"))
    expect(published).toEqual([])

    // Three days ahead, as a datetime-local input writes it (the device's time).
    const day = new Date(startsAt)
    const local = new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
    fireEvent.change(screen.getByLabelText(/^Początek/), { target: { value: local } })
    await user.click(screen.getByTestId("visit-slot-submit"))
    await waitFor(() => expect(published).toHaveLength(1))
    expect(published[0]).toMatchObject({ kind: "visit", duration_minutes: 60, capacity: 5 })
  })
})
