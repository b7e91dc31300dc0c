import type { Membership } from "@pociecha/core"
import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { mountTestRoot } from "../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { until } from "../../../shared/testing/until"
import { MembershipCard } from "./MembershipCard"
import { TestProviders } from "../../../shared/testing/TestProviders"

const user = aSignedInUser()

const membership = (overrides: Partial<Membership>): Membership => ({
  facility_id: 42,
  facility_name: "Przedszkole Słoneczko",
  facility_slug: "przedszkole-sloneczko",
  facility_city: "Kraków",
  role: "parent",
  status: "pending",
  permissions: [],
  created_at: Date.UTC(2026, 2, 2),
  decided_at: null,
  ...overrides
})

let mine: Membership[] = []
const calls: Array<{ readonly method: string; readonly body: unknown }> = []
serveRecordedAnswers({
  ...sessionOf(user),
  "GET /api/v1/membership/mine": () => ({ status: 200, body: mine }),
  "POST /api/facility/list/42/membership": async (request) => {
    const body = (await request.json()) as { role: Membership["role"] }
    calls.push({ method: "POST", body })
    mine = [membership({ role: body.role })]
    return { status: 201, body: mine[0] }
  },
  "DELETE /api/facility/list/42/membership": () => {
    calls.push({ method: "DELETE", body: null })
    mine = []
    return { status: 204 }
  }
})

const mounted = mountTestRoot()
const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const button = (name: string) => [...document.body.querySelectorAll<HTMLButtonElement>("button")].find((item) => item.textContent === name)

async function open() {
  await act(async () =>
    mounted.root.render(
      <TestProviders>
        <MembershipCard facility={{ id: 42, slug: null }} requestedRole={null} onRequestHandled={() => undefined} onLoginRequired={() => undefined} />
      </TestProviders>
    )
  )
}

beforeAll(() => startSignedIn(user))

afterEach(() => {
  mine = []
  calls.length = 0
})

describe("MembershipCard (spec 4.5)", () => {
  it.each([
    ["pending", "Czeka na weryfikację", "orange"],
    ["accepted", "Potwierdzono", "green"],
    ["rejected", "Odrzucono", "red"]
  ] as const)("shows a %s membership as '%s' in %s, never the raw value", async (status, label, tone) => {
    mine = [membership({ status })]
    await open()
    await until(() => expect(byTestId("membership-status")?.textContent).toBe(label))
    expect(byTestId("membership-status")?.getAttribute("data-tone")).toBe(tone)
    expect(byTestId("membership")?.textContent).not.toContain(status)
  })

  it("subscribes as a teacher, who then waits in orange and may leave the facility after confirming", async () => {
    await open()
    await until(() => expect(byTestId("subscribe-teacher")).not.toBeNull())
    await act(async () => byTestId("subscribe-teacher")!.click())
    await until(() => expect(byTestId("membership-status")?.getAttribute("data-tone")).toBe("orange"))
    expect(calls).toEqual([{ method: "POST", body: { role: "teacher" } }])
    expect(byTestId("membership")?.textContent).toContain("Nauczyciel")

    await act(async () => byTestId("membership-resign")!.click())
    await until(() => expect(document.body.querySelector('[role="dialog"]')?.textContent).toContain("Opuścić placówkę?"))
    // Nothing is sent before the person confirms.
    expect(calls).toHaveLength(1)
    const dialog = document.body.querySelector<HTMLElement>('[role="dialog"]')!
    await act(async () => [...dialog.querySelectorAll("button")].find((item) => item.textContent === "Opuść placówkę")!.click())
    await until(() => expect(byTestId("subscribe-parent")).not.toBeNull())
    expect(calls.at(-1)).toEqual({ method: "DELETE", body: null })
    expect(button("Dołącz jako nauczyciel")).not.toBeUndefined()
  })
})
