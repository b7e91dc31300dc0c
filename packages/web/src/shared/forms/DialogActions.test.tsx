import { screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderWithProviders } from "../testing/TestProviders"
import { DialogActions } from "./DialogActions"

const bar = (props: { readonly pending: boolean; readonly holdCancel?: boolean; readonly onCancel?: () => void; readonly onSubmit?: () => void }) => (
  <form
    onSubmit={(event) => {
      event.preventDefault()
      props.onSubmit?.()
    }}
  >
    <DialogActions
      cancel={{ label: "Anuluj", onClick: props.onCancel ?? (() => undefined) }}
      holdCancel={props.holdCancel ?? false}
      confirm="Wyślij"
      pendingLabel="Wysyłanie…"
      pending={props.pending}
      variant="danger"
      confirmTestId="confirm"
    />
  </form>
)

describe("DialogActions", () => {
  it("cancels with its cancel button and submits the form with the other", async () => {
    const onCancel = vi.fn()
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(bar({ pending: false, onCancel, onSubmit }))
    await user.click(screen.getByRole("button", { name: "Anuluj" }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
    await user.click(screen.getByTestId("confirm"))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId("confirm").className).toBe("btn btn--danger")
  })

  it("while the form is sent, the submit button waits and says so; cancel waits only when held", () => {
    const { rerender } = renderWithProviders(bar({ pending: true }))
    expect((screen.getByTestId("confirm") as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByTestId("confirm").textContent).toBe("Wysyłanie…")
    expect((screen.getByRole("button", { name: "Anuluj" }) as HTMLButtonElement).disabled).toBe(false)
    rerender(bar({ pending: true, holdCancel: true }))
    expect((screen.getByRole("button", { name: "Anuluj" }) as HTMLButtonElement).disabled).toBe(true)
    rerender(bar({ pending: false, holdCancel: true }))
    expect((screen.getByRole("button", { name: "Anuluj" }) as HTMLButtonElement).disabled).toBe(false)
    expect((screen.getByTestId("confirm") as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByTestId("confirm").textContent).toBe("Wyślij")
  })

  it("goes back by a link where the form is a page of its own", () => {
    renderWithProviders(<DialogActions className="apply__actions" cancel={{ label: "Anuluj", href: "/placowka" }} confirm="Wyślij" pendingLabel="…" pending={false} />)
    const back = screen.getByRole("link", { name: "Anuluj" })
    expect(back.getAttribute("href")).toBe("/placowka")
    expect(back.parentElement?.className).toBe("apply__actions")
  })
})
