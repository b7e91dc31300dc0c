import { act, useState } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { initI18n } from "../i18n"
import { mountTestRoot } from "../testing/mountTestRoot"
import { until } from "../testing/until"
import { IconPicker } from "./IconPicker"
import { iconChoiceNames, type IconChoice } from "./iconChoices"
import { TimeField } from "./TimeField"

const mounted = mountTestRoot()

beforeAll(() => initI18n("pl"))

function TimeHarness({ initial }: { readonly initial: string }) {
  const [minutes, setMinutes] = useState(initial)
  return (
    <>
      <TimeField name="open_at" label="Otwarcie" value={minutes} onChange={setMinutes} />
      <output data-testid="minutes">{minutes}</output>
    </>
  )
}

function PickerHarness({ asFilter = false }: { readonly asFilter?: boolean }) {
  const [icon, setIcon] = useState<IconChoice | null>(null)
  return (
    <>
      <IconPicker label="Ikona" value={icon} onChange={setIcon} asFilter={asFilter} />
      <output data-testid="icon">{icon ?? ""}</output>
    </>
  )
}

const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })

/** Opens a Radix dropdown as a pointer would. */
const openMenu = (trigger: HTMLElement) =>
  act(async () => {
    trigger.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0, ctrlKey: false, pointerType: "mouse" }))
  })

describe("TimeField (management 2.11: a time input holds minutes since midnight)", () => {
  it("shows minutes as HH:MM, gives a typed time in minutes and an emptied one as no time", async () => {
    await act(async () => mounted.root.render(<TimeHarness initial="450" />))
    const input = mounted.container.querySelector<HTMLInputElement>('input[name="open_at"]')!
    expect(input.type).toBe("time")
    expect(input.value).toBe("07:30")
    await type(input, "16:45")
    expect(mounted.container.querySelector('[data-testid="minutes"]')?.textContent).toBe("1005")
    await type(input, "")
    expect(mounted.container.querySelector('[data-testid="minutes"]')?.textContent).toBe("")
  })
})

describe("IconPicker (management 2.11, 4 Controls, 9: the 16 icons)", () => {
  it("offers the 16 icons; a pick sets the value, shows it on the button and closes the grid", async () => {
    await act(async () => mounted.root.render(<PickerHarness />))
    const button = mounted.container.querySelector<HTMLElement>('[data-testid="icon-picker"]')!
    expect(button.textContent).toBe("Wybierz")
    await openMenu(button)
    await until(() => expect(document.querySelectorAll('[data-testid^="icon-"]:not([data-testid="icon-picker"])')).toHaveLength(16))
    expect(iconChoiceNames).toHaveLength(16)
    await act(async () => document.querySelector<HTMLElement>('[data-testid="icon-pets"]')!.click())
    await until(() => expect(mounted.container.querySelector('[data-testid="icon"]')?.textContent).toBe("pets"))
    expect(button.textContent).toBe("🐾")
    await until(() => expect(document.querySelector('[data-testid="icon-pets"]')).toBeNull())
  })

  it("as a facility filter always shows the placeholder", async () => {
    await act(async () => mounted.root.render(<PickerHarness asFilter />))
    const button = mounted.container.querySelector<HTMLElement>('[data-testid="icon-picker"]')!
    await openMenu(button)
    await until(() => expect(document.querySelector('[data-testid="icon-air"]')).not.toBeNull())
    await act(async () => document.querySelector<HTMLElement>('[data-testid="icon-air"]')!.click())
    await until(() => expect(mounted.container.querySelector('[data-testid="icon"]')?.textContent).toBe("air"))
    expect(button.textContent).toBe("Wybierz")
  })
})
