import { opinionDraftStorage } from "@pociecha/core"
import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { Route } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { preloadApi } from "../../shared/api"
import { initI18n } from "../../shared/i18n"
import { aFacility } from "../../shared/testing/facilityFixture"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { typeInto } from "../../shared/testing/typeInto"
import { until } from "../../shared/testing/until"
import OpinionWizardPage from "./OpinionWizardPage"
import { TestProviders } from "../../shared/testing/TestProviders"

const facility = aFacility()
const wizardPath = `/placowka/${facility.slug}/dodaj-opinie`
const COMMENT = "Córka chodzi tu od roku. Panie są cierpliwe, a sale zawsze czyste i jasne."

const served = serveRecordedAnswers({
  [`GET /api/facility/list/${facility.slug}`]: () => ({ status: 200, body: facility })
})
const drafts = opinionDraftStorage(sessionStorage)

const mounted = mountTestRoot()
let location = memoryLocation({ path: wizardPath, record: true })

async function open() {
  location = memoryLocation({ path: wizardPath, record: true })
  await act(async () => {
    mounted.root.render(
      <TestProviders location={location}>
          <Route path="/placowka/:facility/dodaj-opinie">
            <OpinionWizardPage />
          </Route>
        </TestProviders>
    )
  })
}

const text = () => mounted.container.textContent ?? ""
const progress = () => mounted.container.querySelector('[data-testid="wizard-progress"]')?.textContent
const field = (label: string) =>
  [...mounted.container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].find((item) =>
    item.labels?.[0]?.textContent?.startsWith(label)
  )!
const rate = (aspect: string, words: string) => {
  const group = [...mounted.container.querySelectorAll("fieldset")].find((item) => item.querySelector("legend")?.textContent === aspect)!
  const option = [...group.querySelectorAll("label")].find((item) => item.textContent?.includes(words))!
  return act(async () => option.querySelector("input")!.click())
}
const button = (name: string) => [...mounted.container.querySelectorAll("button")].find((item) => item.textContent === name)!
const next = () => act(async () => button("Dalej").click())
const back = () => act(async () => button("Wstecz").click())

async function stepShown(current: number) {
  await until(() => expect(progress()).toBe(`Krok ${current} z 5`))
}

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

afterEach(() => {
  sessionStorage.clear()
  served.requests.length = 0
})

describe("OpinionWizardPage for a guest (spec 2.8, 4.8, 5)", () => {
  it("goes step by step, checking each, and keeps what was typed when going back", async () => {
    await open()
    await stepShown(1)
    // Nothing rated: the step stays, with the spec's message.
    await next()
    await until(() => expect(text()).toContain("Oceń wszystkie aspekty placówki"))
    expect(progress()).toBe("Krok 1 z 5")
    await rate("Czystość", "5 – bardzo dobrze")
    await rate("Kadra", "4 – dobrze")
    await rate("Wyżywienie", "3 – przeciętnie")
    await next()

    await stepShown(2)
    await typeInto(field("Zalety"), "Duży ogród")
    await next()

    await stepShown(3)
    await typeInto(field("Opinia"), "Za krótko.")
    expect(mounted.container.querySelector('[data-testid="comment-count"]')?.textContent).toBe("10 / 50 znaków – napisz jeszcze trochę")
    await next()
    await until(() => expect(field("Opinia").getAttribute("aria-invalid")).toBe("true"))
    expect(progress()).toBe("Krok 3 z 5")

    await back()
    await stepShown(2)
    expect(field("Zalety").value).toBe("Duży ogród")
    await next()
    await typeInto(field("Opinia"), COMMENT)
    await next()

    await stepShown(4)
    await typeInto(field("Imię"), "Jo")
    await typeInto(field("Nazwisko"), "Kowalska")
    await next()
    await until(() => expect(field("Imię").getAttribute("aria-invalid")).toBe("true"))
    await typeInto(field("Imię"), "Joanna")
    await next()

    await stepShown(5)
    const summary = mounted.container.querySelector('[data-testid="opinion-summary"]')?.textContent
    expect(summary).toContain("5 – bardzo dobrze")
    expect(summary).toContain("Duży ogród")
    expect(summary).toContain("Joanna Kowalska")
  })

  it("sends a guest to log in on 'send', with the draft and its step kept for the way back", async () => {
    drafts.save(facility.id, {
      step: "summary",
      draft: { cleanliness: 5, staff: 4, food: 3, pros: "", cons: "Parking", comment: COMMENT, name: "Joanna", surname: "Kowalska" }
    })
    await open()
    await stepShown(5)
    await act(async () => mounted.container.querySelector<HTMLButtonElement>('[data-testid="opinion-send"]')!.click())

    await until(() => expect(location.history.at(-1)).toMatch(/^\/logowanie\?/))
    const next = new URLSearchParams(location.history.at(-1)!.split("?")[1]).get("next")
    expect(next).toBe(`${wizardPath}?action=send-opinion`)
    expect(drafts.load(facility.id)).toMatchObject({ step: "summary", draft: { cons: "Parking", comment: COMMENT } })
    expect(served.requests).not.toContain("POST /api/v1/opinion")
  })

  it("comes back from the login page at the step it was left at, with the draft", async () => {
    drafts.save(facility.id, {
      step: "comment",
      draft: { cleanliness: 2, staff: 4, food: 3, pros: "Blisko domu", cons: "", comment: "Zaczęta", name: "", surname: "" }
    })
    await open()
    await stepShown(3)
    expect(field("Opinia").value).toBe("Zaczęta")
    await back()
    expect(field("Zalety").value).toBe("Blisko domu")
    await back()
    const staff = [...mounted.container.querySelectorAll<HTMLInputElement>('input[name="rating-staff"]')].find((input) => input.checked)
    expect(staff?.value).toBe("4")
  })
})
