import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

// The slot keeps the loaded module for the page's life: each test starts from a page that has
// not loaded it yet (and the providers' modules with it, so their contexts match).
const freshPage = async () => {
  vi.resetModules()
  const [{ initI18n }, { renderWithProviders }, { NavbarMenuSlot }] = await Promise.all([
    import("../../shared/i18n"),
    import("../../shared/testing/TestProviders"),
    import("./NavbarMenuSlot")
  ])
  initI18n()
  return { renderWithProviders, NavbarMenuSlot }
}

describe("a navbar menu whose code loads when someone reaches for it", () => {
  it("opens once loaded when the press came on the look-alike trigger, even if no click follows", async () => {
    const { renderWithProviders, NavbarMenuSlot } = await freshPage()
    const asked: boolean[] = []
    renderWithProviders(
      <NavbarMenuSlot kind="burger">
        {(_loaded, openOnMount) => {
          asked.push(openOnMount)
          return <p data-testid="real-menu">{String(openOnMount)}</p>
        }}
      </NavbarMenuSlot>
    )
    expect(asked).toEqual([])
    // a press alone, no click after it: user-event would always follow with one
    fireEvent.pointerDown(screen.getByTestId("burger"))
    await waitFor(() => expect(screen.getByTestId("real-menu").textContent).toBe("true"))
  })
})
