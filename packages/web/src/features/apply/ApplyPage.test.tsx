import { isoDateInWarsaw } from "@pociecha/core"
import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { i18n, loadLanguage, toI18nLanguage } from "../../shared/i18n"
import { aFacility } from "../../shared/testing/facilityFixture"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { renderPage } from "../../shared/testing/renderPage"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { typeInto } from "../../shared/testing/typeInto"
import { until } from "../../shared/testing/until"
import ApplyPage from "./ApplyPage"

const user = aSignedInUser()

let facility = aFacility()
const sent: unknown[] = []
/** The server's answer to a good application: the application, new. */
const created = (body: Record<string, string | number>): Answer => ({
  status: 201,
  body: { ...body, id: 3, facility_name: facility.name, facility_slug: facility.slug, status: "new", created_at: Date.UTC(2026, 2, 2), status_changed_at: null }
})
let applyAnswer = created
serveRecordedAnswers({
  ...sessionOf(user),
  [`GET /api/facility/list/${facility.slug}`]: () => ({ status: 200, body: facility }),
  "POST /api/v1/application": async (request) => {
    const body = (await request.json()) as Record<string, string | number>
    sent.push(body)
    return applyAnswer(body)
  }
})

const mounted = mountTestRoot()

async function open() {
  await renderPage(mounted, `/placowka/${facility.slug}/zgloszenie`, <ApplyPage />, { route: "/placowka/:facility/zgloszenie" })
  await until(() => expect(mounted.container.querySelector('[data-testid="apply-submit"]')).not.toBeNull())
}

const group = (legend: string) => [...mounted.container.querySelectorAll("fieldset")].find((item) => item.querySelector("legend")?.textContent === legend)!
const field = (within: ParentNode, label: string) =>
  [...within.querySelectorAll<HTMLInputElement>("input")].find((item) => item.labels?.[0]?.textContent?.startsWith(label))!
const submit = () => act(async () => mounted.container.querySelector<HTMLButtonElement>('[data-testid="apply-submit"]')!.click())
const errorOf = (input: HTMLInputElement) => input.closest(".field")?.querySelector(".field__error")?.textContent

/** A birth date `years` years ago today in Warsaw, as the date input takes it. */
function bornYearsAgo(years: number) {
  const [year, month, day] = isoDateInWarsaw(new Date()).split("-")
  return `${Number(year) - years}-${month}-${Math.min(Number(day), 28).toString().padStart(2, "0")}`
}

async function fillValid() {
  const parent = group("Rodzic lub opiekun prawny")
  const child = group("Dziecko")
  await typeInto(field(parent, "Telefon"), "600 100 200")
  await typeInto(field(parent, "Adres zamieszkania"), "ul. Słoneczna 5, 30-001 Kraków")
  await typeInto(field(child, "Imię"), "Staś")
  await typeInto(field(child, "Nazwisko"), "Pytający")
  await typeInto(field(child, "Data urodzenia"), bornYearsAgo(3))
}

beforeAll(() => startSignedIn(user))

afterEach(() => {
  sent.length = 0
  facility = aFacility()
  applyAnswer = created
})

describe("ApplyPage (spec 2.9, 3.10, 5)", () => {
  it("starts with the account's name and refuses a short phone and a child older than seven, sending nothing", async () => {
    await open()
    const parent = group("Rodzic lub opiekun prawny")
    const child = group("Dziecko")
    expect(field(parent, "Imię").value).toBe("Marta")
    expect(field(parent, "Nazwisko").value).toBe("Pytająca")
    await fillValid()
    await typeInto(field(parent, "Telefon"), "600 10")
    await typeInto(field(child, "Data urodzenia"), bornYearsAgo(8))
    await submit()
    await until(() => expect(errorOf(field(child, "Data urodzenia"))).toContain("Dziecko musi mieć od 0 do 7 lat"))
    expect(field(parent, "Telefon").getAttribute("aria-invalid")).toBe("true")
    expect(sent).toEqual([])
  })

  it("sends the application and says where to follow it", async () => {
    await open()
    await fillValid()
    await submit()
    await until(() => expect(mounted.container.querySelector('[data-testid="application-sent"]')).not.toBeNull())
    expect(sent).toEqual([
      {
        facility_id: facility.id,
        parent_name: "Marta",
        parent_surname: "Pytająca",
        parent_phone: "600 100 200",
        address: "ul. Słoneczna 5, 30-001 Kraków",
        child_name: "Staś",
        child_surname: "Pytający",
        child_birth_date: bornYearsAgo(3)
      }
    ])
    const link = mounted.container.querySelector('[data-testid="my-applications-link"]')
    expect(link?.getAttribute("href")).toBe("/user/applications")
    expect(link?.textContent).toBe(i18n.t("common:MY_APPLICATIONS"))
  })

  it("names the account's applications tab as the tab itself is named, in every language", async () => {
    for (const language of ["pl", "ua", "en"] as const) {
      await loadLanguage(language)
      await i18n.loadNamespaces("apply")
      const t = i18n.getFixedT(toI18nLanguage(language), ["apply", "common"])
      const tab = t("common:MY_APPLICATIONS")
      expect(t("apply:SENT_FOLLOW"), language).toContain(tab)
      expect(t("apply:APPLY_ERROR_CONFLICT"), language).toContain(tab)
    }
  })

  it("says the same child's application is still open, in words of its own", async () => {
    applyAnswer = () => recordedError("ERROR_CONFLICT")
    await open()
    await fillValid()
    await submit()
    await until(() => expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain("Masz już otwarty wniosek dla tego dziecka"))
  })

  it("explains a closed recruitment above the form", async () => {
    facility = aFacility({ recruitment_active: false, vacancies: true })
    await open()
    expect(mounted.container.textContent).toContain("Rekrutacja jest teraz zamknięta")
  })
})
