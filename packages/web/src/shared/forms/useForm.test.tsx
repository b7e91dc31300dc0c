import { apiError, passwordRemindFormMachine } from "@pociecha/core"
import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { fromPromise } from "xstate"
import { initI18n } from "../i18n"
import { mountTestRoot } from "../testing/mountTestRoot"
import { until } from "../testing/until"
import { MachineForm } from "./MachineForm"
import { TextField } from "./TextField"
import { useForm } from "./useForm"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const mounted = mountTestRoot()
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

const input = () => mounted.container.querySelector<HTMLInputElement>('input[name="email"]')!
const submit = () => act(async () => mounted.container.querySelector("form")!.requestSubmit())

describe("a page over a core form machine (useForm, MachineForm)", () => {
  it("renders the machine's messages, moves focus to the first invalid field on each rejection, and shows the toasts it asks for", async () => {
    await act(async () => mounted.root.render(<Remind />))
    mounted.container.querySelector<HTMLInputElement>('input[name="other"]')!.focus()
    await submit()
    await until(() => expect(input().getAttribute("aria-invalid")).toBe("true"))
    expect(document.activeElement).toBe(input())
    expect(mounted.container.querySelector(".field__error")?.textContent).toBe("Pole jest wymagane")

    // A change clears the field's message and is what the form sends.
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
      setValue.call(input(), "anna@example.pl")
      input().dispatchEvent(new Event("input", { bubbles: true }))
    })
    expect(input().getAttribute("aria-invalid")).toBeNull()
    await submit()
    await until(() => expect(toasts.error).toHaveBeenCalledTimes(1))
    expect(toasts.error).toHaveBeenCalledWith("Zbyt wiele prób. Spróbuj ponownie za chwilę.")
    expect(sent).toEqual([{ email: "anna@example.pl" }])
  })
})
