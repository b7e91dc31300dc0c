import { errorBody, type DayPlanEntry } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, errorOf, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import DayPlanTab from "./DayPlanTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const greeting: DayPlanEntry = { start: 420, end: 450, duration: 30, name: "Powitanie", description: "" }
let patches: unknown[] = []
let refuse = false
serveRecordedAnswers({
  ...ownerSession,
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow": async (request) => {
    const body = (await request.json()) as { day_plan: Array<Omit<DayPlanEntry, "duration">> }
    patches.push(body)
    if (refuse) return { status: 400, body: errorBody("ERROR_BAD_REQUEST", { "day_plan.1.name": ["TEXT_TOO_LONG"] }) }
    // The server stores the plan in the order of the day, each entry with its span.
    const dayPlan = [...body.day_plan].sort((a, b) => a.start - b.start).map((entry) => ({ ...entry, duration: entry.end - entry.start }))
    return { status: 200, body: { ...aFacility(), day_plan: dayPlan } }
  }
})

/** A field of the plan's `index`-th entry, by its label: from, to, the activity's name, its description. */
const fieldOf = (index: number, label: "Od" | "Do" | "Nazwa zajęć" | "Opis") =>
  within(screen.getAllByTestId("dayplan-row")[index]!).getByLabelText<HTMLInputElement>(new RegExp(`^${label}`))
/** The messages under the plan's fields, entry by entry, field by field. */
const shownErrors = () =>
  screen.getAllByTestId("dayplan-row").flatMap((row) => within(row).getAllByLabelText(/./)).map(errorOf).filter((message) => message !== null)
const save = () => screen.getByRole("button", { name: "Zapisz" })

/** Opens the plan holding the greeting and adds an entry after it. */
async function addEntry() {
  const rendered = renderOwnerTab(DayPlanTab, { facility: aFacility({ day_plan: [greeting] }) })
  await rendered.user.click(await screen.findByRole("button", { name: "Dodaj punkt planu" }))
  return rendered
}

beforeAll(startAsOwner)

describe("DayPlanTab (management 2.4 Day plan, 5, 8)", () => {
  it("says 'No changes to save.' for the stored plan, and sends nothing", async () => {
    patches = []
    const { user } = renderOwnerTab(DayPlanTab, { facility: aFacility({ day_plan: [greeting] }) })
    await screen.findAllByTestId("dayplan-row")
    expect([fieldOf(0, "Od").value, fieldOf(0, "Do").value]).toEqual(["07:00", "07:30"])
    await user.click(save())
    expect((await screen.findByRole("status")).textContent).toBe("Brak zmian do zapisania.")
    expect(patches).toEqual([])
  })

  it("shows each entry's problems under its own fields, then saves the plan in minutes and shows it in the order of the day", async () => {
    patches = []
    refuse = false
    toasts.success.mockClear()
    const { user } = await addEntry()
    await user.type(fieldOf(1, "Od"), "06:30")
    await user.type(fieldOf(1, "Do"), "06:00")
    await user.click(save())
    await waitFor(() => expect(errorOf(fieldOf(1, "Do"))).toBe("Koniec musi być później niż początek"))
    expect(errorOf(fieldOf(1, "Nazwa zajęć"))).toBe("Pole jest wymagane")
    expect(shownErrors()).toEqual(["Koniec musi być później niż początek", "Pole jest wymagane"])
    expect([fieldOf(1, "Do"), fieldOf(1, "Nazwa zajęć")].map((field) => field.getAttribute("aria-invalid"))).toEqual(["true", "true"])
    expect(patches).toEqual([])

    await user.clear(fieldOf(1, "Do"))
    await user.type(fieldOf(1, "Do"), "06:55")
    await user.type(fieldOf(1, "Nazwa zajęć"), "  Zabawy poranne ")
    await user.click(save())
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1))
    expect(patches).toEqual([
      {
        day_plan: [
          { start: 420, end: 450, name: "Powitanie", description: "" },
          { start: 390, end: 415, name: "Zabawy poranne", description: "" }
        ]
      }
    ])
    expect(screen.getAllByTestId("dayplan-row").map((_, index) => fieldOf(index, "Nazwa zajęć").value)).toEqual(["Zabawy poranne", "Powitanie"])
  })

  it("puts the server's refusal of an entry's field under that field", async () => {
    refuse = true
    const { user } = await addEntry()
    await user.type(fieldOf(1, "Od"), "08:00")
    await user.type(fieldOf(1, "Do"), "08:30")
    await user.type(fieldOf(1, "Nazwa zajęć"), "Śniadanie")
    await user.click(save())
    await waitFor(() => expect(fieldOf(1, "Nazwa zajęć").getAttribute("aria-invalid")).toBe("true"))
    expect(errorOf(fieldOf(1, "Nazwa zajęć"))).toBe("Przekroczono limit znaków")
    expect(shownErrors()).toEqual(["Przekroczono limit znaków"])
  })
})
