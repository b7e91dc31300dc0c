import { describe, expect, it } from "vitest"
import { createActor, type AnyActorLogic, type EventObject } from "xstate"
import { memoryTokenStore } from "../client/tokenStore"
import { myApplicationsQuery } from "../queries/applicationQueries"
import { applicationKeys, facilityKeys, moderationKeys, supportToolboxKeys } from "../queries/queryKeys"
import { coversKey } from "../testing/coversKey"
import { shadowChangeKeys } from "../queries/staleKeys"
import { aManagedFacility } from "../testing/managedFacilityFixture"
import type { ReadyMachine, SessionParts } from "./readyMachine"
import * as readyMachines from "./readyMachines"
import type { SessionApi } from "./sessionApi"

/** One call the machine made through the session's client: the endpoint's group, name and request. */
interface Call {
  readonly endpoint: string
  readonly request: unknown
}

/**
 * A session's parts whose client records each call and answers `answer`: the Effect client is a
 * proxy that names the endpoint it is asked for (`api.group.name(request)`).
 */
function recordingParts(answer: unknown): { readonly parts: SessionParts; readonly calls: Array<Call> } {
  const calls: Array<Call> = []
  const client = new Proxy({}, {
    get: (_, group: string) => new Proxy({}, { get: (__, name: string) => (request: unknown) => calls.push({ endpoint: `${group}.${name}`, request }) })
  })
  const api = {
    call: async (f: (client: unknown) => unknown) => {
      f(client)
      return answer
    }
  } as unknown as SessionApi
  const parts: SessionParts = {
    api,
    tokens: memoryTokenStore(null),
    baseUrl: "",
    platform: {},
    actor: () => {
      throw new Error("these machines do not read the session machine")
    }
  }
  return { parts, calls }
}

/** Runs a ready command machine once with `input`; resolves with its calls and what it emitted. */
async function runCommand(ready: ReadyMachine<AnyActorLogic>, input: unknown, answer: unknown = {}) {
  const { parts, calls } = recordingParts(answer)
  const actor = createActor(ready.build(parts), { input: {} })
  const emitted: Array<EventObject> = []
  actor.on("*", (event: EventObject) => emitted.push(event))
  actor.start()
  const done = new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.status === "done" && resolve()))
  actor.send({ type: "RUN", input })
  await done
  return { calls, stale: emitted.filter((event) => event.type === "queriesStale") }
}

describe("core's ready commands: the session fills their call, core declares what they make stale", () => {
  it("a deleted news item makes the facility's publications stale, by the ref it was deleted under", async () => {
    const { calls, stale } = await runCommand(readyMachines.publicationRemoval, { facilityRef: "sloneczko", publicationId: 5 })
    expect(calls.map((call) => call.endpoint)).toEqual(["publications.remove"])
    expect(stale).toEqual([{ type: "queriesStale", keys: [facilityKeys.publications("sloneczko")] }])
  })

  it("withdrawing the other copies of a submission calls withdraw with that scope and makes my applications stale (issue 20)", async () => {
    const { calls, stale } = await runCommand(readyMachines.applicationWithdrawal, { applicationId: 4, scope: "others" })
    expect(calls).toEqual([{ endpoint: "applications.withdraw", request: { params: { application: 4 }, payload: { scope: "others" } } }])
    expect(stale).toEqual([{ type: "queriesStale", keys: [applicationKeys.all] }])
    expect(coversKey([applicationKeys.all], myApplicationsQuery({} as never, "account-1").queryKey)).toBe(true)
  })

  it("a deleted employee makes the facility's record stale (its staff list and profile)", async () => {
    const { stale } = await runCommand(readyMachines.employeeRemoval, { facilityRef: "sloneczko", employeeId: 3 })
    expect(stale).toEqual([{ type: "queriesStale", keys: [facilityKeys.detail("sloneczko")] }])
  })

  it.each([readyMachines.opinionAcceptance, readyMachines.answerAcceptance, readyMachines.reportResolution])(
    "a moderation decision makes the queue and the reports stale",
    async (ready) => {
      const { stale } = await runCommand(ready, { id: 1 })
      expect(stale).toEqual([{ type: "queriesStale", keys: [moderationKeys.all] }])
    }
  )

  it.each([readyMachines.shadowAcceptance, readyMachines.shadowRemoval])("a decision on a claim makes the desk and every facility read stale", async (ready) => {
    const { stale } = await runCommand(ready, { id: 1 })
    expect(stale).toEqual([{ type: "queriesStale", keys: shadowChangeKeys }])
  })

  it.each([
    [readyMachines.userConfirmationResend, "supportToolbox.resendConfirmation"],
    [readyMachines.userUnlock, "supportToolbox.unlock"],
    [readyMachines.userSessionsEnd, "supportToolbox.endSessions"]
  ] as const)("a toolbox action on an account makes the looked-up account and its audit trail stale", async (ready, endpoint) => {
    const { calls, stale } = await runCommand(ready, { id: "account-1" })
    expect(calls).toEqual([{ endpoint, request: { params: { id: "account-1" } } }])
    expect(stale).toEqual([{ type: "queriesStale", keys: [supportToolboxKeys.all] }])
  })

  it.each([readyMachines.memberDecision, readyMachines.moderatorSwitch, readyMachines.applicationStatusMove, readyMachines.accountExport])(
    "a command whose answer the page puts in the cache itself names nothing stale",
    async (ready) => {
      const { calls, stale } = await runCommand(ready, { facilityRef: "sloneczko", accountId: 1, applicationId: 1, status: "accepted", moderator: true, id: 1 })
      expect(calls).toHaveLength(1)
      expect(stale).toEqual([])
    }
  )
})

describe("the owner area's tab forms", () => {
  it("PATCH the facility by its canonical ref (its slug), the key its reads are cached under", async () => {
    const facility = aManagedFacility({ id: 42, slug: "sloneczko" })
    const { parts, calls } = recordingParts(facility)
    const actor = createActor(readyMachines.facilityBasicInfoForm.build(parts), { input: { facility } }).start()
    actor.send({ type: "CHANGE", field: "children_count", value: "77" })
    actor.send({ type: "SUBMIT", language: "pl" })
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.status === "done" && resolve()))
    expect(calls).toEqual([expect.objectContaining({ endpoint: "facilityEdits.patch", request: expect.objectContaining({ params: { id: "sloneczko" } }) })])
  })
})
