import type { MaintenanceState } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { MaintenanceSwitch } from "./MaintenanceSwitch"

const support = aSupportUser()
let state: MaintenanceState = { on: false, since: null, message: null }
const switches: unknown[] = []

serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/v1/maintenance": () => ({ status: 200, body: state }),
  "PUT /api/v1/support/maintenance": async (request) => {
    const body = (await request.json()) as { on: boolean }
    switches.push(body)
    state = body.on ? { on: true, since: Date.UTC(2026, 10, 28, 17), message: null } : { on: false, since: null, message: null }
    return { status: 200, body: state }
  }
})

beforeAll(() => startSignedIn(support))

describe("MaintenanceSwitch (issue 19)", { timeout: 15_000 }, () => {
  it("switches maintenance on only once confirmed, shows it on, and switches it off again", async () => {
    const { user: person } = renderWithProviders(<MaintenanceSwitch />, { path: "/support/toolbox" })
    await person.click(await screen.findByTestId("toolbox-maintenance-on"))
    expect(switches).toEqual([])
    await person.click(screen.getByTestId("toolbox-maintenance-on-confirm"))
    await waitFor(() => expect(screen.getByTestId("toolbox-maintenance-state").textContent).toContain("2026"))
    expect(switches).toEqual([{ on: true }])
    await person.click(screen.getByTestId("toolbox-maintenance-off"))
    await person.click(screen.getByTestId("toolbox-maintenance-off-confirm"))
    await waitFor(() => expect(screen.queryByTestId("toolbox-maintenance-on")).not.toBeNull())
    expect(switches).toEqual([{ on: true }, { on: false }])
  })
})
