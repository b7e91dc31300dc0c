import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { initI18n } from "../i18n"
import { IconPicker } from "./IconPicker"
import { iconChoiceNames, type IconChoice } from "./iconChoices"
import { TimeField } from "./TimeField"

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

describe("TimeField (management 2.11: a time input holds minutes since midnight)", () => {
  it("shows minutes as HH:MM, gives a typed time in minutes and an emptied one as no time", async () => {
    const user = userEvent.setup()
    render(<TimeHarness initial="450" />)
    const input = screen.getByLabelText<HTMLInputElement>("Otwarcie")
    expect(input.type).toBe("time")
    expect(input.value).toBe("07:30")
    await user.clear(input)
    await user.type(input, "16:45")
    expect(screen.getByTestId("minutes").textContent).toBe("1005")
    await user.clear(input)
    expect(screen.getByTestId("minutes").textContent).toBe("")
  })
})

describe("IconPicker (management 2.11, 4 Controls, 9: the 16 icons)", () => {
  it("offers the 16 icons; a pick sets the value, shows it on the button and closes the grid", async () => {
    const user = userEvent.setup()
    render(<PickerHarness />)
    const button = screen.getByRole("button", { name: "Ikona" })
    expect(button.textContent).toBe("Wybierz")
    await user.click(button)
    const icons = (await screen.findAllByRole("menuitem")).filter((item) => item.getAttribute("aria-label") !== null)
    expect(icons.map((icon) => icon.getAttribute("aria-label"))).toEqual([...iconChoiceNames])
    expect(iconChoiceNames).toHaveLength(16)
    await user.click(screen.getByRole("menuitem", { name: "pets" }))
    await waitFor(() => expect(screen.getByTestId("icon").textContent).toBe("pets"))
    expect(button.textContent).toBe("🐾")
    await waitFor(() => expect(screen.queryByRole("menuitem", { name: "pets" })).toBeNull())
  })

  it("as a facility filter always shows the placeholder", async () => {
    const user = userEvent.setup()
    render(<PickerHarness asFilter />)
    const button = screen.getByRole("button", { name: "Ikona" })
    await user.click(button)
    await user.click(await screen.findByRole("menuitem", { name: "air" }))
    await waitFor(() => expect(screen.getByTestId("icon").textContent).toBe("air"))
    expect(button.textContent).toBe("Wybierz")
  })
})
