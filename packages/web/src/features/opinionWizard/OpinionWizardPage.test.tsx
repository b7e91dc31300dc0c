import { opinionDraftStorage } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { aFacility } from "../../shared/testing/facilityFixture"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, resumeSessionAs, sessionOf, startSignedOut } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import OpinionWizardPage from "./OpinionWizardPage"

const facility = aFacility()
const wizardPath = `/placowka/${facility.slug}/dodaj-opinie`
const COMMENT = "Córka chodzi tu od roku. Panie są cierpliwe, a sale zawsze czyste i jasne."
const member = aSignedInUser()

const sent: unknown[] = []
const served = serveRecordedAnswers({
  [`GET /api/facility/list/${facility.slug}`]: () => ({ status: 200, body: facility }),
  ...sessionOf(member),
  "POST /api/v1/opinion": async (request) => {
    sent.push(await request.json())
    return { status: 201, body: { id: 41, status: "pending" } }
  }
})
// Where the app's session keeps a guest's draft across the login page: this tab's sessionStorage.
const drafts = opinionDraftStorage(sessionStorage)

const open = (path = wizardPath) => renderWithProviders(<OpinionWizardPage />, { path, route: "/placowka/:facility/dodaj-opinie" })
const stepShown = (current: number) => waitFor(() => expect(screen.getByTestId("wizard-progress").textContent).toBe(`Krok ${current} z 5`))
const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(new RegExp(`^${label}`))
const aspect = (name: string) => screen.getByRole("group", { name })
/** Puts `text` in the field as one paste (typing 70 letters one by one only slows the test). */
const fill = async (user: ReturnType<typeof open>["user"], label: string, text: string) => {
  await user.click(field(label))
  await user.paste(text)
}

beforeAll(startSignedOut)

afterEach(() => {
  sessionStorage.clear()
  served.requests.length = 0
  sent.length = 0
})

describe("OpinionWizardPage for a guest (spec 2.8, 4.8, 5)", () => {
  it("goes step by step, checking each, and keeps what was typed when going back", async () => {
    const { user } = open()
    await stepShown(1)
    const next = () => user.click(screen.getByRole("button", { name: "Dalej" }))
    const back = () => user.click(screen.getByRole("button", { name: "Wstecz" }))
    // Nothing rated: the step stays, with the spec's message.
    await next()
    expect(await screen.findAllByText("Oceń wszystkie aspekty placówki")).not.toHaveLength(0)
    expect(screen.getByTestId("wizard-progress").textContent).toBe("Krok 1 z 5")
    await user.click(within(aspect("Czystość")).getByRole("radio", { name: "5 – bardzo dobrze" }))
    await user.click(within(aspect("Kadra")).getByRole("radio", { name: "4 – dobrze" }))
    await user.click(within(aspect("Wyżywienie")).getByRole("radio", { name: "3 – przeciętnie" }))
    await next()

    await stepShown(2)
    await fill(user, "Zalety", "Duży ogród")
    await next()

    await stepShown(3)
    await fill(user, "Opinia", "Za krótko.")
    expect(screen.getByTestId("comment-count").textContent).toBe("10 / 50 znaków – napisz jeszcze trochę")
    await next()
    await waitFor(() => expect(field("Opinia").getAttribute("aria-invalid")).toBe("true"))
    expect(screen.getByTestId("wizard-progress").textContent).toBe("Krok 3 z 5")

    await back()
    await stepShown(2)
    expect(field("Zalety").value).toBe("Duży ogród")
    await next()
    await user.clear(field("Opinia"))
    await fill(user, "Opinia", COMMENT)
    await next()

    await stepShown(4)
    await fill(user, "Imię", "Jo")
    await fill(user, "Nazwisko", "Kowalska")
    await next()
    await waitFor(() => expect(field("Imię").getAttribute("aria-invalid")).toBe("true"))
    await fill(user, "Imię", "anna")
    await next()

    await stepShown(5)
    const summary = screen.getByTestId("opinion-summary").textContent
    expect(summary).toContain("5 – bardzo dobrze")
    expect(summary).toContain("Duży ogród")
    expect(summary).toContain("Joanna Kowalska")
  })

  it("sends a guest to log in on 'send', with the draft and its step kept for the way back", async () => {
    drafts.save(facility.id, {
      step: "summary",
      draft: { cleanliness: 5, staff: 4, food: 3, pros: "", cons: "Parking", comment: COMMENT, name: "Joanna", surname: "Kowalska" }
    })
    const { user, location } = open()
    await stepShown(5)
    await user.click(screen.getByTestId("opinion-send"))

    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/logowanie\?/))
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
    const { user } = open()
    await stepShown(3)
    expect(field("Opinia").value).toBe("Zaczęta")
    await user.click(screen.getByRole("button", { name: "Wstecz" }))
    expect(field("Zalety").value).toBe("Blisko domu")
    await user.click(screen.getByRole("button", { name: "Wstecz" }))
    expect(within(aspect("Kadra")).getByRole<HTMLInputElement>("radio", { name: "4 – dobrze" }).checked).toBe(true)
  })
})

// Last in the file: the session stays signed in from here on.
describe("OpinionWizardPage back from the login page, signed in (spec 4.8)", () => {
  it("sends the kept draft once, takes the request out of the address and drops the draft", async () => {
    await resumeSessionAs(member)
    const kept = { cleanliness: 5, staff: 4, food: 3, pros: "", cons: "", comment: COMMENT, name: "Joanna", surname: "Kowalska" }
    drafts.save(facility.id, { step: "summary", draft: kept })
    const { location } = open(`${wizardPath}?action=send-opinion`)

    expect(await screen.findByTestId("wizard-outcome")).toHaveProperty("dataset.outcome", "sent")
    expect(sent).toEqual([{ facility_id: facility.id, cleanliness: 5, staff: 4, food: 3, comment: COMMENT, name: "Joanna", surname: "Kowalska" }])
    expect(location.history.at(-1)).toBe(wizardPath)
    expect(drafts.load(facility.id)).toBeNull()
  })
})
