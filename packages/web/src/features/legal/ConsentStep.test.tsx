import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { sessionActor } from "../../shared/auth/session"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { until } from "../../shared/testing/until"
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

const mounted = mountTestRoot()
const inBody = (selector: string) => document.body.querySelector<HTMLElement>(selector)

beforeAll(() => startSignedIn(user))

describe("ConsentStep (a sign-in asks for the new versions)", () => {
  it("links the changed text, asks for the tick, then records the versions and clears them from the session", async () => {
    await act(async () => mounted.root.render(<ConsentStep user={user} />))
    await until(() => expect(inBody("[data-testid=consent-step]")).not.toBeNull())
    expect(inBody("[data-testid=consent-step] a")!.getAttribute("href")).toBe("/regulamin")
    expect(inBody("[data-testid=consent-step] a")!.textContent).toBe("Regulamin")

    await act(async () => inBody("[data-testid=consent-submit]")!.click())
    await until(() => expect(inBody("[data-testid=consent-step]")!.textContent).toContain("Zaznacz, aby potwierdzić"))
    expect(sent).toEqual([])

    await act(async () => inBody("[data-testid=consent-accept]")!.click())
    await act(async () => inBody("[data-testid=consent-submit]")!.click())
    await until(() => expect(sessionActor.getSnapshot().context.user?.pending_consents).toEqual([]))
    expect(sent).toEqual([{ accepted: pending }])
  })
})
