import { apiError, passwordRemindFormMachine } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { fromPromise } from "xstate"
import { initI18n } from "../i18n"
import { renderWithProviders } from "../testing/TestProviders"
import { MachineForm } from "./MachineForm"
import { TextField } from "./TextField"
import { useForm } from "./useForm"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

beforeAll(() => {
  initI18n("pl")
})

const sent: unknown[] = []
const machine = passwordRemindFormMachine.provide({
  actors: {
    send: fromPromise(async ({ input }) => {
      sent.push(input)
      throw apiError("ERROR_TOO_MANY_REQUESTS")
    })
  }
})

function Remind() {
  const form = useForm(machine, { ns: "auth" })
  return (
    <MachineForm form={form}>
      <TextField {...form.field("email")} label="E-mail" />
      <input name="other" />
      <button type="submit" disabled={form.pending}>
        Send
      </button>
    </MachineForm>
  )
}

const input = () => screen.getByRole<HTMLInputElement>("textbox", { name: "E-mail" })

describe("a page over a core form machine (useForm, MachineForm)", () => {
  it("renders the machine's messages, moves focus to the first invalid field on each rejection, and shows the toasts it asks for", async () => {
    const { container, user } = renderWithProviders(<Remind />)
    const send = screen.getByRole("button", { name: "Send" })
    await user.click(container.querySelector<HTMLInputElement>('input[name="other"]')!)
    await user.click(send)
    await waitFor(() => expect(input().getAttribute("aria-invalid")).toBe("true"))
    expect(document.activeElement).toBe(input())
    expect(container.querySelector(".field__error")?.textContent).toBe("Pole jest wymagane")

    // A change clears the field's message and is what the form sends.
    await user.type(input(), "anna@example.pl")
    expect(input().getAttribute("aria-invalid")).toBeNull()
    await user.click(send)
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1))
    expect(toasts.error).toHaveBeenCalledWith("Zbyt wiele prób. Spróbuj ponownie za chwilę.")
    expect(sent).toEqual([{ email: "anna@example.pl" }])
  })
})
