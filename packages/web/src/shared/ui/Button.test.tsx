import { screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderWithProviders } from "../testing/TestProviders"
import { Button, ButtonLink } from "./Button"

describe("Button", () => {
  it("inside a form does not send it unless it is the form's submit button", async () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault())
    const { user } = renderWithProviders(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <Button>Anuluj</Button>
        <Button type="submit" variant="primary">
          Wyślij
        </Button>
      </form>
    )
    await user.click(screen.getByRole("button", { name: "Anuluj" }))
    expect(submitted).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Wyślij" }))
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it("wears the look it is given, full width when asked, then the caller's own class, and passes the rest on", () => {
    renderWithProviders(
      <>
        <Button data-testid="plain">A</Button>
        <Button variant="danger" block className="membership__resign" disabled aria-pressed>
          B
        </Button>
      </>
    )
    expect(screen.getByTestId("plain").className).toBe("btn btn--outline")
    const danger = screen.getByRole("button", { name: "B" })
    expect(danger.className).toBe("btn btn--danger btn--block membership__resign")
    expect((danger as HTMLButtonElement).disabled).toBe(true)
    expect(danger.getAttribute("aria-pressed")).toBe("true")
  })

  it("as a link navigates within the app and looks like a button", async () => {
    const { user, location } = renderWithProviders(
      <ButtonLink href="/mapa" variant="primary">
        Mapa
      </ButtonLink>
    )
    const link = screen.getByRole("link", { name: "Mapa" })
    expect(link.className).toBe("btn btn--primary")
    await user.click(link)
    expect(location.history?.at(-1)).toBe("/mapa")
  })
})
