import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { initI18n } from "../../shared/i18n"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import { NavbarMenuSlot } from "./NavbarMenuSlot"

initI18n()

describe("a navbar menu whose code loads when someone reaches for it", () => {
  it("opens once loaded when the press came on the look-alike trigger, even if no click follows", async () => {
    const asked: boolean[] = []
    renderWithProviders(
      <NavbarMenuSlot kind="burger">
        {(openOnMount) => {
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
