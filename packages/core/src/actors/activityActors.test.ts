import { describe, expect, it } from "vitest"
import { createActor, toPromise, type AnyActorLogic } from "xstate"
import { accountFormActors } from "../machines/accountFormActors"
import { moderationActors } from "./moderationActors"
import { parentActors } from "./parentActors"
import { recordingCaller } from "../testing/recordingCaller"

/** Runs an actor with `input` and gives the one call it made and its answer. */
async function callOf(logic: AnyActorLogic, input: unknown, calls: ReturnType<typeof recordingCaller>["calls"]) {
  const output = await toPromise(createActor(logic, { input }).start())
  return { call: calls.at(-1), output }
}

describe("parentActors: each slot calls its endpoint", () => {
  const { calls, caller } = recordingCaller({ id: 1 })
  const actors = parentActors(caller)
  it.each([
    ["sendOpinion", actors.sendOpinion, { facility_id: 7 }, "opinions.create", { payload: { facility_id: 7 } }],
    ["report", actors.report, { target: "opinion:1" }, "reports.create", { payload: { target: "opinion:1" } }],
    ["ask", actors.ask, { facility_id: 7 }, "questions.ask", { payload: { facility_id: 7 } }],
    ["write", actors.write, { threadId: 5, content: "Dzień dobry" }, "questions.write", { params: { id: 5 }, payload: { content: "Dzień dobry" } }],
    ["apply", actors.apply, { facility_id: 7 }, "applications.apply", { payload: { facility_id: 7 } }],
    ["subscribe", actors.subscribe, { facilityRef: "slug", role: "teacher" }, "memberships.subscribe", { params: { id: "slug" }, payload: { role: "teacher" } }],
    ["resign", actors.resign, { facilityRef: "slug" }, "memberships.resign", { params: { id: "slug" } }],
    ["markSeen", actors.markSeen, ["answer:3", "message:4"], "overview.markSeen", { payload: [{ id: "answer:3" }, { id: "message:4" }] }]
  ] as const)("%s", async (_name, logic, input, endpoint, request) => {
    const { call, output } = await callOf(logic as AnyActorLogic, input, calls)
    expect(call).toEqual({ endpoint, request })
    expect(output).toEqual({ id: 1 })
  })
})

describe("moderationActors: each slot calls its endpoint", () => {
  const { calls, caller } = recordingCaller()
  const actors = moderationActors(caller)
  it.each([
    ["accept", actors.accept, { id: 3, recommended: true }, "moderation.accept", { params: { id: 3 }, payload: { recommended: true } }],
    ["acceptAnswer", actors.acceptAnswer, { id: 3 }, "moderation.acceptAnswer", { params: { id: 3 } }],
    ["reject an opinion", actors.reject, { id: 3, kind: "opinion", reason: "Spam" }, "moderation.reject", { params: { id: 3 }, payload: { reason: "Spam" } }],
    ["reject an answer", actors.reject, { id: 3, kind: "answer", reason: "Spam" }, "moderation.rejectAnswer", { params: { id: 3 }, payload: { reason: "Spam" } }],
    ["resolveReport", actors.resolveReport, { id: 9, resolution: "Usunięto" }, "moderation.resolveReport", { params: { id: 9 }, payload: { resolution: "Usunięto" } }]
  ] as const)("%s", async (_name, logic, input, endpoint, request) => {
    expect((await callOf(logic as AnyActorLogic, input, calls)).call).toEqual({ endpoint, request })
  })
})

describe("accountFormActors: the deletion's calls", () => {
  const { calls, caller } = recordingCaller()
  const actors = accountFormActors(caller)
  it("checks the password through the login call, then deletes the account", async () => {
    expect((await callOf(actors.verifyPassword, { email: "anna@example.pl", password: "x" }, calls)).call).toEqual({
      endpoint: "account.login",
      request: { payload: { email: "anna@example.pl", password: "x" } }
    })
    expect((await callOf(actors.deleteAccount, { id: "u-1" }, calls)).call).toEqual({ endpoint: "account.deleteAccount", request: { params: { id: "u-1" } } })
  })
})

describe("accountFormActors: the photo's calls", () => {
  const { calls, caller } = recordingCaller()
  const actors = accountFormActors(caller)
  it("uploads the cropped JPEG as the multipart part 'file' of the account's avatar", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0])
    const { call } = await callOf(actors.uploadAvatar, { id: "u-1", image: jpeg, type: "image/jpeg" }, calls)
    const { params, payload } = call?.request as { params: unknown; payload: FormData }
    expect(call?.endpoint).toBe("account.uploadAvatar")
    expect(params).toEqual({ id: "u-1" })
    expect([...payload.keys()]).toEqual(["file"])
    const file = payload.get("file") as File
    expect(file.type).toBe("image/jpeg")
    expect(file.name).toBe("avatar.jpg")
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(jpeg)
  })

  it("removes the photo", async () => {
    expect((await callOf(actors.removeAvatar, { id: "u-1" }, calls)).call).toEqual({ endpoint: "account.deleteAvatar", request: { params: { id: "u-1" } } })
  })
})
