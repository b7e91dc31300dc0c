import { act } from "react"
import { describe, expect, it } from "vitest"
import { initI18n } from "../../shared/i18n"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { until } from "../../shared/testing/until"
import { NavbarMenuSlot } from "./NavbarMenuSlot"

initI18n()
const mounted = mountTestRoot()

describe("a navbar menu whose code loads when someone reaches for it", () => {
  it("opens once loaded when the press came on the look-alike trigger, even if no click follows", async () => {
    const asked: boolean[] = []
    act(() =>
      mounted.root.render(
        <NavbarMenuSlot kind="burger">
          {(openOnMount) => {
            asked.push(openOnMount)
            return <p data-testid="real-menu">{String(openOnMount)}</p>
          }}
        </NavbarMenuSlot>
      )
    )
    const lookAlike = mounted.container.querySelector<HTMLButtonElement>('[data-testid="burger"]')!
    expect(asked).toEqual([])
    act(() => lookAlike.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })))
    await until(() => expect(mounted.container.querySelector('[data-testid="real-menu"]')?.textContent).toBe("true"))
  })
})
