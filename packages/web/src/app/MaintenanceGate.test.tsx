import { maintenanceQuery, type MaintenanceState } from "@pociecha/core"
import { QueryClient } from "@tanstack/react-query"
import { screen } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { api } from "../shared/api"
import { appSession } from "../shared/session/appSession"
import { serveRecordedAnswers } from "../shared/testing/recordedApi"
import { aSupportUser, resumeSessionAs, sessionOf, startSignedOut } from "../shared/testing/signedInUser"
import { renderWithProviders } from "../shared/testing/TestProviders"
import { MaintenanceGate } from "./MaintenanceGate"

const support = aSupportUser()
const on: MaintenanceState = { on: true, since: Date.UTC(2026, 10, 28), message: "Wracamy o 14:00" }

serveRecordedAnswers({ ...sessionOf(support), "GET /api/v1/maintenance": () => ({ status: 200, body: on }) })

/** A cache that has read the state already: what the gate decides is seen at the first render. */
const knowingItIsOn = () => {
  const client = new QueryClient()
  client.setQueryData(maintenanceQuery(api).queryKey, on)
  return client
}

beforeAll(() => startSignedOut())

const page = <MaintenanceGate><p data-testid="the-page">Strona</p></MaintenanceGate>

describe("MaintenanceGate (issue 19)", { timeout: 15_000 }, () => {
  it("shows a guest the maintenance page, with support's word, the notify-me and the urgent-message forms", async () => {
    renderWithProviders(page, { path: "/dla-placowek", queryClient: knowingItIsOn() })
    expect(await screen.findByTestId("maintenance-page")).not.toBeNull()
    expect(screen.getByTestId("maintenance-note").textContent).toBe("Wracamy o 14:00")
    expect(screen.getByTestId("maintenance-notify-email")).not.toBeNull()
    expect(screen.getByTestId("maintenance-message")).not.toBeNull()
    expect(screen.queryByTestId("the-page")).toBeNull()
  })

  it("keeps the sign-in page reachable, so support can sign in", async () => {
    renderWithProviders(page, { path: "/logowanie", queryClient: knowingItIsOn() })
    expect(screen.getByTestId("the-page")).not.toBeNull()
    expect(screen.queryByTestId("maintenance-page")).toBeNull()
  })

  it("shows signed-in support the normal app", async () => {
    await resumeSessionAs(support)
    expect(appSession.actor.getSnapshot().context.user?.type).toBe("support")
    renderWithProviders(page, { path: "/dla-placowek", queryClient: knowingItIsOn() })
    expect(screen.getByTestId("the-page")).not.toBeNull()
    expect(screen.queryByTestId("maintenance-page")).toBeNull()
  })
})
