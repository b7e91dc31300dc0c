import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { appSession } from "../../shared/session/appSession"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import ConsentStep from "./ConsentStep"

const pending = [{ kind: "regulations", version: 2 }] as const
const user = aSignedInUser({ pending_consents: pending })
const sent: unknown[] = []
serveRecordedAnswers({
  ...sessionOf(user),
  "POST /api/v1/account/consents": async (request) => {
    sent.push(await request.json())
    return { status: 200, body: { pending_consents: [] } }
  }
})

beforeAll(() => startSignedIn(user))

describe("ConsentStep (a sign-in asks for the new versions)", () => {
  it("links the changed text, asks for the tick, then records the versions and clears them from the session", async () => {
    const { user: visitor } = renderWithProviders(<ConsentStep user={user} />)
    const step = await screen.findByTestId("consent-step")
    expect(step.querySelector("a")!.getAttribute("href")).toBe("/regulamin")
    expect(step.querySelector("a")!.textContent).toBe("Regulamin")

    await visitor.click(screen.getByTestId("consent-submit"))
    await waitFor(() => expect(screen.getByTestId("consent-step").textContent).toContain("Zaznacz, aby potwierdzić"))
    expect(sent).toEqual([])

    await visitor.click(screen.getByTestId("consent-accept"))
    await visitor.click(screen.getByTestId("consent-submit"))
    await waitFor(() => expect(appSession.actor.getSnapshot().context.user?.pending_consents).toEqual([]))
    expect(sent).toEqual([{ accepted: pending }])
  })
})
