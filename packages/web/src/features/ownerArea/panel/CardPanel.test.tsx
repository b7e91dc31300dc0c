import type { Tag } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { resumeSessionAs, startSignedOut } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { aFacility, owner, ownerSession } from "../tabs/ownerTabTesting"
import { CardPanel } from "./CardPanel"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const amenityTag: Tag = {
  id: "6f1c2a3b-4d5e-4f60-8a7b-000000000001", key: "parking", type: "features", display: "TAG_FEATURE_PARKING", param: "parking",
  icon: null, created_at: 0, created_at_display: "01.01.2024 - 00:00"
}
const patches: Array<Record<string, unknown>> = []

const { requests } = serveRecordedAnswers({
  ...ownerSession,
  "GET /api/v1/tag": () => ({ status: 200, body: [amenityTag] }),
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    return { status: 200, body: aFacility(patch) }
  },
  "GET /api/v1/facility/owned": () => ({
    status: 200,
    body: { facilities: [{ id: 42, slug: "przedszkole-sloneczko-krakow", name: "Przedszkole Słoneczko", status: "premium" }], shadow_facilities: [] }
  }),
  "GET /api/facility/list/42/manage": () => ({ status: 200, body: aFacility({ description: "<p>Kameralne przedszkole.</p>" }) })
})

beforeAll(startSignedOut)

const drawer = async () => within(await screen.findByTestId("panel-drawer"))

describe("CardPanel (management 2.8)", () => {
  it("sends the empty child to the details tab, and asks a guest to sign in through the modal", async () => {
    const { location } = renderWithProviders(<CardPanel />, { path: "/" })
    await waitFor(() => expect(location.history?.at(-1)).toBe("/edycja/dane-i-adres"))
    expect(await screen.findByRole("dialog", { name: "Zaloguj się do panelu wizytówki" })).toBeDefined()
    expect(requests.some((request) => request.includes("/manage"))).toBe(false)
  })

  it("shows the signed-in owner's first facility under the owner area's own tab", async () => {
    await resumeSessionAs(owner)
    renderWithProviders(<CardPanel />, { path: "/edycja/opis" })
    expect(await screen.findByText("Przedszkole Słoneczko")).toBeDefined()
    expect(await screen.findByRole("heading", { name: "Opis", level: 1 })).toBeDefined()
    // The editor (its own chunk) opens over the stored description.
    expect(await screen.findByText("Kameralne przedszkole.", {}, { timeout: 5000 })).toBeDefined()
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(requests).toContain("GET /api/facility/list/42/manage")
  })

  it("heads the drawer 'Manage your card' with the nine tabs in order, and keeps it closed once closed, across screens", async () => {
    const { user, unmount } = renderWithProviders(<CardPanel />, { path: "/edycja/opis" })
    const tabs = await drawer()
    expect(tabs.getByRole("heading", { name: "Zarządzaj wizytówką" })).toBeDefined()
    expect(tabs.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/edycja/dane-i-adres", "/edycja/podstawowe-informacje", "/edycja/opis", "/edycja/udogodnienia", "/edycja/zajecia-dodatkowe",
      "/edycja/galeria", "/edycja/kadra", "/edycja/plan-dnia", "/edycja/rekrutacja"
    ])
    expect(tabs.getByRole("link", { name: "Opis" }).getAttribute("aria-current")).toBe("page")
    await user.click(screen.getByTestId("panel-drawer-toggle"))
    expect(screen.getByTestId("panel-drawer").hidden).toBe(true)
    unmount()
    // Another screen of the panel finds it as it was left.
    renderWithProviders(<CardPanel />, { path: "/edycja/kadra" })
    expect((await screen.findByTestId("panel-drawer")).hidden).toBe(true)
    await user.click(screen.getByTestId("panel-drawer-toggle"))
    expect(screen.getByTestId("panel-drawer").hidden).toBe(false)
  })

  // The panel hands its tabs no route params (its routes have none, management 2.8): the tabs whose
  // controls are not text fields (the amenities' chips, recruitment's switch) change and save all the same.
  it("ticks an amenity and turns recruitment on through the owner area's forms, each saved with its toast", async () => {
    const { user } = renderWithProviders(<CardPanel />, { path: "/edycja/udogodnienia" })
    await user.click(await screen.findByRole("checkbox", { name: "Parking" }, { timeout: 5000 }))
    expect(screen.getByTestId("amenities-count").textContent).toBe("Wybrano 1 / 5")
    await user.click(within(screen.getByTestId("amenities-form")).getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Udogodnienia zostały zaktualizowane"))
    await user.click((await drawer()).getByRole("link", { name: "Rekrutacja" }))
    const recruiting = await screen.findByRole<HTMLInputElement>("switch", { name: "Rekrutacja aktywna" }, { timeout: 5000 })
    await user.click(recruiting)
    expect(recruiting.checked).toBe(true)
    await user.click(within(screen.getByTestId("recruitment-form")).getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Ustawienia rekrutacji zostały zaktualizowane"))
    expect(patches).toEqual([{ features: [amenityTag.id] }, { recruitment_active: true }])
  })
})
