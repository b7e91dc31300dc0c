import { errorBody, type DayPlanEntry } from "@pociecha/core"
import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { aFacility, click, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
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

const mounted = mountTestRoot()
const all = (selector: string) => [...mounted.container.querySelectorAll<HTMLInputElement>(selector)]
const save = () => act(async () => mounted.container.querySelector("form")!.requestSubmit())

beforeAll(signInOwner)

describe("DayPlanTab (management 2.4 Day plan, 5, 8)", () => {
  it("says 'No changes to save.' for the stored plan, and sends nothing", async () => {
    patches = []
    await renderTab(mounted, DayPlanTab, { facility: aFacility({ day_plan: [greeting] }) })
    await until(() => expect(all('input[type="time"]').map((input) => input.value)).toEqual(["07:00", "07:30"]))
    await save()
    await until(() => expect(mounted.container.querySelector('[data-testid="form-message"]')?.textContent).toBe("Brak zmian do zapisania."))
    expect(patches).toEqual([])
  })

  it("shows each entry's problems under its own fields, then saves the plan in minutes and shows it in the order of the day", async () => {
    patches = []
    refuse = false
    toasts.success.mockClear()
    await renderTab(mounted, DayPlanTab, { facility: aFacility({ day_plan: [greeting] }) })
    await until(() => expect(mounted.container.querySelector('[data-testid="dayplan-add"]')).not.toBeNull())
    await click(mounted.container.querySelector('[data-testid="dayplan-add"]'))
    await typeInto(mounted.container.querySelector('input[name="day_plan.1.start"]')!, "06:30")
    await typeInto(mounted.container.querySelector('input[name="day_plan.1.end"]')!, "06:00")
    await save()
    await until(() => expect(mounted.container.querySelectorAll('[aria-invalid="true"]').length).toBe(2))
    expect(all(".field__error").map((message) => message.textContent)).toEqual(["Koniec musi być później niż początek", "Pole jest wymagane"])
    expect(patches).toEqual([])

    await typeInto(mounted.container.querySelector('input[name="day_plan.1.end"]')!, "06:55")
    await typeInto(mounted.container.querySelector('input[name="day_plan.1.name"]')!, "  Zabawy poranne ")
    await save()
    await until(() => expect(toasts.success).toHaveBeenCalledTimes(1))
    expect(patches).toEqual([
      {
        day_plan: [
          { start: 420, end: 450, name: "Powitanie", description: "" },
          { start: 390, end: 415, name: "Zabawy poranne", description: "" }
        ]
      }
    ])
    expect(all('input[name$=".name"]').map((input) => input.value)).toEqual(["Zabawy poranne", "Powitanie"])
  })

  it("puts the server's refusal of an entry's field under that field", async () => {
    refuse = true
    await renderTab(mounted, DayPlanTab, { facility: aFacility({ day_plan: [greeting] }) })
    await until(() => expect(mounted.container.querySelector('[data-testid="dayplan-add"]')).not.toBeNull())
    await click(mounted.container.querySelector('[data-testid="dayplan-add"]'))
    await typeInto(mounted.container.querySelector('input[name="day_plan.1.start"]')!, "08:00")
    await typeInto(mounted.container.querySelector('input[name="day_plan.1.end"]')!, "08:30")
    await typeInto(mounted.container.querySelector('input[name="day_plan.1.name"]')!, "Śniadanie")
    await save()
    await until(() => expect(mounted.container.querySelector('input[name="day_plan.1.name"]')?.getAttribute("aria-invalid")).toBe("true"))
    expect(all(".field__error").map((message) => message.textContent)).toEqual(["Przekroczono limit znaków"])
  })
})
