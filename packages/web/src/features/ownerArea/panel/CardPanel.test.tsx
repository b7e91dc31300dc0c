import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { resumeSessionAs, startSignedOut } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { aFacility, owner, ownerSession } from "../tabs/ownerTabTesting"
import { CardPanel } from "./CardPanel"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const { requests } = serveRecordedAnswers({
  ...ownerSession,
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
})
