import type { PublicOpinion } from "@pociecha/core"
import { screen } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { initI18n } from "../../../shared/i18n"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { OpinionCard } from "./OpinionCard"

const opinion: PublicOpinion = {
  id: 12,
  facility_id: 42,
  rating_cleanliness: 5,
  rating_staff: 4,
  rating_food: 2,
  comment: "Świetna kadra.\n<b>Bez HTML-a</b>",
  author: { name: "Anna", surname: "Kowalska" },
  badge: "verified",
  answer: { id: 12, content: "Dziękujemy za opinię!", created_at: Date.UTC(2025, 0, 16, 8, 30) },
  created_at: Date.UTC(2025, 0, 15, 10, 5)
}

const reported: string[] = []

async function show(shown: PublicOpinion) {
  const rendered = renderWithProviders(<OpinionCard opinion={shown} onReport={(target) => reported.push(target)} />)
  // The texts may arrive a moment later (react-i18next suspends until they have).
  await screen.findByRole("article")
  return rendered
}

const button = (name: string) => screen.queryAllByRole("button").find((item) => item.textContent?.startsWith(name))

beforeAll(() => {
  initI18n("pl")
})

describe("OpinionCard (spec 2.7, 3.7, 4.3, 9)", () => {
  it("shows the author, the badge, the date in Polish time, the ratings and the comment as plain text", async () => {
    const { container } = await show(opinion)
    const text = container.textContent
    expect(text).toContain("Anna Kowalska")
    expect(text).toContain("15.01.2025 - 11:05")
    expect(screen.getByTestId("opinion-badge").getAttribute("data-badge")).toBe("verified")
    expect(text).toContain("Zweryfikowana")
    expect(screen.getByRole("img", { name: "2 z 5" })).toBeDefined()
    expect(container.querySelector(".opinion__comment")?.textContent).toBe("Świetna kadra.\n<b>Bez HTML-a</b>")
    expect(container.querySelector("b")).toBeNull()
  })

  it("shows a deleted author's opinion as 'Konto usunięte'", async () => {
    const { container } = await show({ ...opinion, author: null })
    expect(container.querySelector(".opinion__author")?.textContent).toBe("Konto usunięte")
  })

  it("reports the opinion and the facility's answer, each by its own target", async () => {
    reported.length = 0
    const { container, user } = await show(opinion)
    expect(container.textContent).toContain("Dziękujemy za opinię!")
    await user.click(button("Zgłoś opinię")!)
    await user.click(button("Zgłoś odpowiedź")!)
    expect(reported).toEqual(["opinion:12", "answer:12"])
  })

  it("offers no answer to report when the facility has not answered", async () => {
    await show({ ...opinion, answer: null })
    expect(button("Zgłoś odpowiedź")).toBeUndefined()
    expect(screen.queryByTestId("opinion-answer")).toBeNull()
  })
})
