import { screen } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { initI18n } from "../i18n"
import { renderWithProviders } from "../testing/TestProviders"
import { PasswordStrengthMeter } from "./PasswordStrengthMeter"

beforeAll(() => {
  initI18n("pl")
})

describe("PasswordStrengthMeter", () => {
  it.each([
    [0, "Bardzo słabe"],
    [1, "Słabe"],
    [2, "Średnie"],
    [3, "Silne"],
    [4, "Bardzo silne"]
  ] as const)("shows score %i as its own level: %s", (score, text) => {
    const { container } = renderWithProviders(<PasswordStrengthMeter score={score} />)
    const meter = screen.getByRole("meter")
    expect(meter.getAttribute("aria-label")).toBe("Siła hasła")
    expect(meter.getAttribute("aria-valuenow")).toBe(String(score))
    expect(meter.getAttribute("aria-valuemax")).toBe("4")
    expect(meter.getAttribute("aria-valuetext")).toBe(text)
    expect(container.querySelector(".strength")?.getAttribute("data-score")).toBe(String(score))
    expect(container.querySelectorAll(".strength__segment--on").length).toBe(score + 1)
    expect(container.querySelector(".strength__label")?.textContent).toBe(`Siła hasła: ${text}`)
  })
})
