import { isoDateInWarsaw } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import type { UserEvent } from "@testing-library/user-event"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { i18n, loadLanguage, toI18nLanguage } from "../../shared/i18n"
import { aFacility } from "../../shared/testing/facilityFixture"
import { descriptionOf } from "../../shared/testing/fieldMessages"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import ApplyPage from "./ApplyPage"

const parentAccount = aSignedInUser()

let facility = aFacility()
/** The parent's favourites, which the form offers to add (issue 20). */
const favourites = [
  { ...aFacility({ id: 51, slug: "zlobek-promyk", name: "Żłobek Promyk" }), excerpt: null },
  { ...aFacility({ id: 52, slug: "klub-malucha", name: "Klub Malucha" }), excerpt: null }
]
const sent: unknown[] = []
/** The server's answer to a good application: the application, new. */
const created = (body: Record<string, string | number>): Answer => ({
  status: 201,
  body: { ...body, id: 3, facility_name: facility.name, facility_slug: facility.slug, status: "new", created_at: Date.UTC(2026, 2, 2), status_changed_at: null }
})
let applyAnswer = created
serveRecordedAnswers({
  ...sessionOf(parentAccount),
  [`GET /api/facility/list/${facility.slug}`]: () => ({ status: 200, body: facility }),
  "GET /api/v1/favourites": () => ({ status: 200, body: favourites }),
  "POST /api/v1/application": async (request) => {
    const body = (await request.json()) as Record<string, string | number>
    sent.push(body)
    return applyAnswer(body)
  }
})

/** Opens the form once the facility is read; returns the user-event session that fills it. */
async function open() {
  const { user } = renderWithProviders(<ApplyPage />, { path: `/placowka/${facility.slug}/zgloszenie`, route: "/placowka/:facility/zgloszenie" })
  await screen.findByTestId("apply-submit")
  return user
}

const group = (legend: string) => screen.getByRole("group", { name: legend })
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText<HTMLInputElement>(new RegExp(`^${label}`))
const submit = (user: UserEvent) => user.click(screen.getByTestId("apply-submit"))

/** Types `value` over what the field holds, as someone selecting it all and typing would. */
async function retype(user: UserEvent, input: HTMLInputElement, value: string) {
  await user.clear(input)
  await user.type(input, value)
}

/** A birth date `years` years ago today in Warsaw, as the date input takes it. */
function bornYearsAgo(years: number) {
  const [year, month, day] = isoDateInWarsaw(new Date()).split("-")
  return `${Number(year) - years}-${month}-${Math.min(Number(day), 28).toString().padStart(2, "0")}`
}

async function fillValid(user: UserEvent) {
  const parent = group("Rodzic lub opiekun prawny")
  const child = group("Dziecko")
  await retype(user, field(parent, "Telefon"), "600 100 200")
  await retype(user, field(parent, "Adres zamieszkania"), "ul. Słoneczna 5, 30-001 Kraków")
  await retype(user, field(child, "Imię"), "Staś")
  await retype(user, field(child, "Nazwisko"), "Pytający")
  await retype(user, field(child, "Data urodzenia"), bornYearsAgo(3))
}

beforeAll(() => startSignedIn(parentAccount))

afterEach(() => {
  sent.length = 0
  facility = aFacility()
  applyAnswer = created
})

// Filling the form key by key, as a person does, takes seconds on a busy machine.
describe("ApplyPage (spec 2.9, 3.10, 5)", { timeout: 15_000 }, () => {
  it("starts with the account's name and refuses a short phone and a child older than seven, sending nothing", async () => {
    const user = await open()
    const parent = group("Rodzic lub opiekun prawny")
    const child = group("Dziecko")
    expect(field(parent, "Imię").value).toBe("Marta")
    expect(field(parent, "Nazwisko").value).toBe("Pytająca")
    await fillValid(user)
    await retype(user, field(parent, "Telefon"), "600 10")
    await retype(user, field(child, "Data urodzenia"), bornYearsAgo(8))
    await submit(user)
    await waitFor(() => expect(descriptionOf(field(child, "Data urodzenia"))).toContain("Dziecko musi mieć od 0 do 7 lat"))
    expect(field(parent, "Telefon").getAttribute("aria-invalid")).toBe("true")
    expect(sent).toEqual([])
  })

  it("sends the application and says where to follow it", async () => {
    const user = await open()
    await fillValid(user)
    await submit(user)
    await screen.findByTestId("application-sent")
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
    const link = screen.getByRole("link", { name: i18n.t("common:MY_APPLICATIONS") })
    expect(link.getAttribute("href")).toBe("/user/applications")
  })

  it("sends one form to several facilities in the order the parent sets, and says each sees only its own copy", async () => {
    const user = await open()
    const choices = group("Placówki, w kolejności od najbardziej wybranej")
    expect(choices.textContent).toContain("Każda placówka zobaczy tylko swoją kopię – nie zobaczy pozostałych wybranych placówek ani ich kolejności")
    const names = () => within(choices).getAllByTestId("apply-choice").map((row) => row.querySelector(".apply__choice-name")?.textContent)
    expect(names()).toEqual([facility.name])
    // Dragging with the keyboard is explained in Polish, not in dnd-kit's English.
    const handle = within(choices).getByRole("button", { name: `Przeciągnij, aby zmienić kolejność: ${facility.name}, miejsce 1` })
    // dnd-kit puts its instructions into the page once it has mounted.
    await waitFor(() =>
      expect(document.getElementById(handle.getAttribute("aria-describedby") ?? "")?.textContent).toContain("Aby przenieść placówkę, naciśnij spację lub Enter")
    )
    expect(within(choices).getByRole("button", { name: `Usuń z wniosku: ${facility.name}` }).hasAttribute("disabled")).toBe(true)

    await user.click(within(choices).getByText("Dodaj placówkę"))
    await user.click(await within(choices).findByRole("button", { name: "Dodaj placówkę: Żłobek Promyk" }))
    await user.click(within(choices).getByRole("button", { name: "Dodaj placówkę: Klub Malucha" }))
    expect(names()).toEqual([facility.name, "Żłobek Promyk", "Klub Malucha"])
    // Chosen facilities are no longer offered.
    expect(within(choices).queryByRole("button", { name: "Dodaj placówkę: Żłobek Promyk" })).toBeNull()

    await user.click(within(choices).getByRole("button", { name: "Przesuń wyżej: Klub Malucha" }))
    await user.click(within(choices).getByRole("button", { name: `Przesuń niżej: ${facility.name}` }))
    expect(names()).toEqual(["Klub Malucha", facility.name, "Żłobek Promyk"])
    expect(within(choices).getByRole("button", { name: "Przesuń wyżej: Klub Malucha" }).hasAttribute("disabled")).toBe(true)
    await user.click(within(choices).getByRole("button", { name: "Usuń z wniosku: Żłobek Promyk" }))
    expect(names()).toEqual(["Klub Malucha", facility.name])

    await fillValid(user)
    await submit(user)
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ facility_ids: [52, facility.id] })
    expect(sent[0]).not.toHaveProperty("facility_id")
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
    const user = await open()
    await fillValid(user)
    await submit(user)
    expect((await screen.findByRole("alert")).textContent).toContain("Masz już otwarty wniosek dla tego dziecka")
  })

  it("explains a closed recruitment above the form", async () => {
    facility = aFacility({ recruitment_active: false, vacancies: true })
    await open()
    expect(screen.getByText(/Rekrutacja jest teraz zamknięta/)).toBeDefined()
  })
})
