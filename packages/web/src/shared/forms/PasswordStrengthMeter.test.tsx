import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { initI18n } from "../i18n"
import { mountTestRoot } from "../testing/mountTestRoot"
import { PasswordStrengthMeter } from "./PasswordStrengthMeter"

const mounted = mountTestRoot()

beforeAll(() => {
  initI18n("pl")
})

const meter = () => mounted.container.querySelector('[role="meter"]')
const litSegments = () => mounted.container.querySelectorAll(".strength__segment--on").length

describe("PasswordStrengthMeter", () => {
  it.each([
    [0, "Bardzo słabe"],
    [1, "Słabe"],
    [2, "Średnie"],
    [3, "Silne"],
    [4, "Bardzo silne"]
  ] as const)("shows score %i as its own level: %s", (score, text) => {
    act(() => mounted.root.render(<PasswordStrengthMeter score={score} />))
    expect(meter()?.getAttribute("aria-label")).toBe("Siła hasła")
    expect(meter()?.getAttribute("aria-valuenow")).toBe(String(score))
    expect(meter()?.getAttribute("aria-valuemax")).toBe("4")
    expect(meter()?.getAttribute("aria-valuetext")).toBe(text)
    expect(mounted.container.querySelector(".strength")?.getAttribute("data-score")).toBe(String(score))
    expect(litSegments()).toBe(score + 1)
    expect(mounted.container.querySelector(".strength__label")?.textContent).toBe(`Siła hasła: ${text}`)
  })
})
