import { errorBody } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeAll, describe, expect, it } from "vitest"
import { i18n, initI18n } from "../../shared/i18n"
import { pathTo } from "../../shared/routing/paths"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import PriceListPage from "./PriceListPage"

const limitRows = [{ id: 1, key: "gallery_photos", type: "limit", value_free: 3, value_registered: 3, value_premium: 100 }]
const sent: unknown[] = []
let leadAnswer: Answer = { status: 201, body: { id: 1 } }
serveRecordedAnswers({
  "GET /api/v1/user-limit": () => ({ status: 200, body: limitRows }),
  "POST /api/v1/presentation": async (request) => {
    sent.push(await request.json())
    return { status: 201, body: { id: 7 } }
  },
  "POST /api/v1/lead": () => leadAnswer
})

beforeAll(async () => {
  initI18n("pl")
  await i18n.loadNamespaces("forFacilities")
})

const open = async () => {
  renderWithProviders(<PriceListPage />, { path: pathTo("product_landing_price_list") })
  await screen.findByTestId("for-facilities-limits")
}

const fillLead = async (person: ReturnType<typeof userEvent.setup>) => {
  const lead = screen.getByTestId("lead")
  await person.type(within(lead).getByTestId("lead-name-surname"), "Anna Kowalska")
  await person.type(within(lead).getByTestId("lead-email"), "anna@example.pl")
  await person.type(within(lead).getByTestId("lead-phone"), "600 100 200")
  await person.type(within(lead).getByTestId("lead-facility-name"), "Przedszkole Słoneczko")
  await person.type(within(lead).getByTestId("lead-position"), "Dyrektorka")
  await person.click(within(lead).getByTestId("lead-send"))
  return lead
}

describe("the price list (/dla-placowek/cennik)", () => {
  it("shows the packages' labels, the yearly plans with Full Support most popular, the hours and the presentation's length", async () => {
    await open()
    expect(screen.getByTestId("plan-full_support").textContent).toContain("Najczęściej wybierany")
    expect(screen.getByTestId("plan-professional_start").textContent).not.toContain("Najczęściej wybierany")
    const news = within(screen.getByTestId("product-features")).getByRole("row", { name: /Aktualności/ })
    expect([...news.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["Niedostępne", "Pełny dostęp"])
    expect(screen.getByTestId("service-hours").textContent).toContain("8:00–16:00")
    expect(screen.getByTestId("presentation-booking").textContent).toContain("15 minut")
    expect(screen.getAllByTestId("sales-privacy-notice")[0]!.textContent).toContain("wyłącznie do kontaktu")
  })

  it("books the presentation with only an address, then thanks", async () => {
    const person = userEvent.setup()
    await open()
    const booking = screen.getByTestId("presentation-booking")
    await person.type(within(booking).getByTestId("presentation-email"), "dyrektor@example.pl")
    await person.click(within(booking).getByTestId("presentation-send"))
    await within(booking).findByTestId("presentation-sent")
    expect(sent).toEqual([{ email: "dyrektor@example.pl" }])
  })

  it("shows the server's field messages under their fields, and a refusal over the limit as the form's message", async () => {
    const person = userEvent.setup()
    leadAnswer = { status: 400, body: errorBody("ERROR_BAD_REQUEST", { facility_name: ["TEXT_TOO_LONG"] }) }
    await open()
    const lead = await fillLead(person)
    await waitFor(() => expect(within(lead).getByTestId("lead-facility-name").getAttribute("aria-invalid")).toBe("true"))
    expect(lead.textContent).toContain("Przekroczono limit znaków")
    leadAnswer = recordedError("ERROR_TOO_MANY_REQUESTS")
    await person.click(within(lead).getByTestId("lead-send"))
    expect(await within(lead).findByRole("alert")).toHaveProperty("textContent", "Zbyt wiele prób. Spróbuj ponownie za chwilę.")
  })
})
