import { errorBody, Viewer, type ErrorBody, type ViewerClaims } from "@pociecha/core"
import { Effect, Exit, Layer, Ref } from "effect"
import { describe, expect, expectTypeOf, it } from "vitest"
import { FacilityPolicy } from "../../src/policy/facilityPolicy"
import { policy, policyRequire, policyUse, publicPolicy, type AuthorizedActor } from "../../src/policy/policy"
import type { ApplicationRepository } from "../../src/repositories/applicationRepository"
import type { EmployeeRepository } from "../../src/repositories/employeeRepository"
import type { FacilityEditRepository } from "../../src/repositories/facilityEditRepository"
import type { GalleryRepository } from "../../src/repositories/galleryRepository"
import type { OpinionRepository } from "../../src/repositories/opinionRepository"
import { MembershipRepository } from "../../src/repositories/membershipRepository"
import type { AccountErasureRepository } from "../../src/repositories/accountErasureRepository"
import type { AccountRepository } from "../../src/repositories/accountRepository"
import type { ActivityRepository } from "../../src/repositories/activityRepository"
import type { LegalRepository } from "../../src/repositories/legalRepository"
import type { MaintenanceRepository } from "../../src/repositories/maintenanceRepository"
import type { ModerationRepository } from "../../src/repositories/moderationRepository"
import type { OAuthIdentityRepository } from "../../src/repositories/oauthIdentityRepository"
import type { ReportRepository } from "../../src/repositories/reportRepository"
import type { TokenRepository } from "../../src/repositories/tokenRepository"
import type { PublicationRepository } from "../../src/repositories/publicationRepository"
import type { QuestionRepository } from "../../src/repositories/questionRepository"
import type { ShadowRepository } from "../../src/repositories/shadowRepository"
import type { PageTemplateRepository } from "../../src/repositories/pageTemplateRepository"
import type { WebPageRepository } from "../../src/repositories/webPageRepository"

// Only its types are read: a repository's writes are checked without a database.
declare const edits: typeof FacilityEditRepository.Service
declare const facilityPolicy: typeof FacilityPolicy.Service
declare const tokens: typeof TokenRepository.Service

/** The names of a repository's methods whose effect requires some policy: its writes. */
type Writes<Repository> = {
  [K in keyof Repository]: Repository[K] extends (...args: Array<never>) => Effect.Effect<unknown, unknown, infer R>
    ? [Extract<R, AuthorizedActor<string, string>>] extends [never] ? never : K
    : never
}[keyof Repository]

/** What a repository method's effect requires. */
type Requires<Repository, K extends keyof Repository> = Repository[K] extends (...args: Array<never>) => Effect.Effect<unknown, unknown, infer R> ? R
  : never

/** What an effect still requires; the thunk is never called. */
const servicesOf = <A, E, R>(_effect: () => Effect.Effect<A, E, R>) => expectTypeOf<R>()

describe("a repository write without its policy", () => {
  it("does not compile: the write requires the actor its action's policy proves", () => {
    expectTypeOf<Effect.Services<ReturnType<typeof edits.update>>>().toEqualTypeOf<AuthorizedActor<"facility", "edit">>()
    expectTypeOf<Effect.Services<ReturnType<typeof edits.setStatus>>>().toEqualTypeOf<AuthorizedActor<"facility", "setStatus">>()
    // Never called: the compiler is the one who runs this test.
    const unchecked = () =>
      // @ts-expect-error — AuthorizedActor<"facility", "edit"> is not provided: no policy was run.
      Effect.runPromise(edits.update(1, { name: "x" }))
    expect(unchecked).toBeTypeOf("function")
  })

  it("compiles once the policy of that action is used, and not with another action's", () => {
    servicesOf(() => edits.update(1, {}).pipe(policyUse(facilityPolicy.canEdit({ id: 1 })))).toEqualTypeOf<Viewer>()
    servicesOf(() => edits.update(1, {}).pipe(policyUse(facilityPolicy.canSetStatus())))
      .toEqualTypeOf<Viewer | AuthorizedActor<"facility", "edit">>()
  })

  it("compiles for a guest's write only under the public policy of its own action", () => {
    servicesOf(() => tokens.consumeAccountToken("t", "reset").pipe(publicPolicy("link", "follow"))).toEqualTypeOf<never>()
    servicesOf(() => tokens.consumeAccountToken("t", "reset").pipe(publicPolicy("link", "issue")))
      .toEqualTypeOf<AuthorizedActor<"link", "follow">>()
  })

  it("is every write of the repositories under policy, and no read", () => {
    expectTypeOf<Writes<typeof FacilityEditRepository.Service>>().toEqualTypeOf<"update" | "logAction" | "swapLogo" | "setStatus">()
    expectTypeOf<Writes<typeof EmployeeRepository.Service>>().toEqualTypeOf<"add" | "update" | "remove" | "swapPhoto">()
    expectTypeOf<Writes<typeof GalleryRepository.Service>>().toEqualTypeOf<"add" | "remove" | "reorder">()
    expectTypeOf<Writes<typeof ApplicationRepository.Service>>().toEqualTypeOf<"create" | "setStatus">()
    expectTypeOf<Writes<typeof OpinionRepository.Service>>().toEqualTypeOf<"create" | "answer">()
    expectTypeOf<Writes<typeof ModerationRepository.Service>>().toEqualTypeOf<"decideOpinion" | "decideAnswer" | "recomputeScores">()
    expectTypeOf<Writes<typeof ReportRepository.Service>>().toEqualTypeOf<"create" | "resolve">()
    expectTypeOf<Writes<typeof AccountRepository.Service>>().toEqualTypeOf<"create" | "update" | "swapAvatar" | "activate">()
    expectTypeOf<Writes<typeof AccountErasureRepository.Service>>().toEqualTypeOf<"erase">()
    expectTypeOf<Writes<typeof LegalRepository.Service>>().toEqualTypeOf<"record" | "acceptCurrent" | "publish">()
    expectTypeOf<Writes<typeof MaintenanceRepository.Service>>().toEqualTypeOf<"switchTo" | "storeMessage" | "subscribe" | "takeSubscribers">()
    expectTypeOf<Writes<typeof ActivityRepository.Service>>().toEqualTypeOf<"markSeen">()
    expectTypeOf<Writes<typeof OAuthIdentityRepository.Service>>().toEqualTypeOf<"link">()
    expectTypeOf<Writes<typeof TokenRepository.Service>>()
      .toEqualTypeOf<"issueRefresh" | "rotateRefresh" | "revokeFamilyOf" | "revokeAllOf" | "issueAccountToken" | "consumeAccountToken">()
    expectTypeOf<Writes<typeof MembershipRepository.Service>>()
      .toEqualTypeOf<"subscribe" | "resign" | "decide" | "setPermissions" | "passOwnership">()
    expectTypeOf<Writes<typeof QuestionRepository.Service>>().toEqualTypeOf<"ask" | "addMessage" | "markRead">()
    expectTypeOf<Writes<typeof PublicationRepository.Service>>()
      .toEqualTypeOf<"create" | "update" | "remove" | "addUpload" | "setAttachments">()
    expectTypeOf<Writes<typeof ShadowRepository.Service>>()
      .toEqualTypeOf<"createFacility" | "insert" | "accept" | "decline" | "remove" | "removeAllOf">()
    expectTypeOf<Writes<typeof WebPageRepository.Service>>()
      .toEqualTypeOf<"create" | "update" | "remove" | "addSubpage" | "updateSubpage" | "removeSubpage" | "sortSubpages">()
    expectTypeOf<Writes<typeof PageTemplateRepository.Service>>().toEqualTypeOf<"create" | "update" | "remove">()
  })

  it("names the action of each write: the policy of another action of the entity does not stand in for it", () => {
    expectTypeOf<Requires<typeof MembershipRepository.Service, "passOwnership">>().toEqualTypeOf<AuthorizedActor<"ownership", "transfer">>()
    expectTypeOf<Requires<typeof MembershipRepository.Service, "setPermissions">>()
      .toEqualTypeOf<AuthorizedActor<"membership", "setPermissions">>()
    expectTypeOf<Requires<typeof QuestionRepository.Service, "addMessage">>().toEqualTypeOf<AuthorizedActor<"question", "write">>()
    expectTypeOf<Requires<typeof PublicationRepository.Service, "remove">>().toEqualTypeOf<AuthorizedActor<"publication", "remove">>()
    expectTypeOf<Requires<typeof ShadowRepository.Service, "accept">>().toEqualTypeOf<AuthorizedActor<"shadow", "decide">>()
    // A new site is the package limit's to allow, not only the builder's.
    expectTypeOf<Requires<typeof WebPageRepository.Service, "create">>().toEqualTypeOf<AuthorizedActor<"webPage", "create">>()
    expectTypeOf<Requires<typeof WebPageRepository.Service, "sortSubpages">>().toEqualTypeOf<AuthorizedActor<"webPage", "manage">>()
    expectTypeOf<Requires<typeof PageTemplateRepository.Service, "remove">>().toEqualTypeOf<AuthorizedActor<"pageTemplate", "write">>()
    // A sender's records go with their account: under the erasure's policy, not support's.
    expectTypeOf<Requires<typeof ShadowRepository.Service, "removeAllOf">>().toEqualTypeOf<AuthorizedActor<"account", "erase">>()
  })
})

/** The catalogue body of the effect's typed failure; null when it did not fail so. */
const failureBody = (exit: Exit.Exit<unknown, unknown>) => {
  const reason = Exit.isFailure(exit) ? exit.cause.reasons.find((candidate) => candidate._tag === "Fail") : undefined
  if (reason?._tag !== "Fail") return null
  const { statusCode, message, data } = reason.error as ErrorBody
  return { statusCode, message, data }
}

const signedIn = (claims: ViewerClaims) => Layer.succeed(Viewer, { _tag: "signed-in", claims, sessionId: crypto.randomUUID() })
const parent: ViewerClaims = { accountId: "00000000-0000-4000-8000-000000000001", type: "user" }

describe("a policy that refuses", () => {
  it("answers the catalogue's 403 and runs nothing of the write", async () => {
    const writes = Ref.makeUnsafe(0)
    const write = policyRequire("facility", "edit")(Ref.update(writes, (n) => n + 1))
    // The real facility policy over a caller who is nothing to the facility.
    const memberships = Layer.succeed(MembershipRepository, { relation: () => Effect.succeed(null) } as unknown as typeof MembershipRepository.Service)
    const exit = await Effect.gen(function*() {
      const policies = yield* FacilityPolicy
      return yield* write.pipe(policyUse(policies.canEdit({ id: 7 })))
    }).pipe(
      Effect.provide(FacilityPolicy.layer.pipe(Layer.provide(memberships))),
      Effect.provide(signedIn(parent)),
      Effect.exit,
      Effect.runPromise
    )
    expect(failureBody(exit)).toEqual(errorBody("ERROR_INSUFFICIENT_PERMISSIONS"))
    expect(Ref.getUnsafe(writes)).toBe(0)
  })

  it("lets the write run once it allows, and only then", async () => {
    const writes = Ref.makeUnsafe(0)
    const write = policyRequire("report", "resolve")(Ref.update(writes, (n) => n + 1))
    const support = policy("report", "resolve", (actor) => Effect.succeed(actor.type === "support"))
    const run = (claims: ViewerClaims) =>
      write.pipe(policyUse(support), Effect.provide(signedIn(claims)), Effect.exit, Effect.runPromise)
    await run(parent)
    expect(Ref.getUnsafe(writes)).toBe(0)
    expect(Exit.isSuccess(await run({ ...parent, type: "support" }))).toBe(true)
    expect(Ref.getUnsafe(writes)).toBe(1)
  })

  it("answers 401 for a guest, before asking the rules", async () => {
    let asked = false
    const check = policy("facility", "edit", () => Effect.sync(() => (asked = true)))
    const exit = await Effect.void.pipe(
      policyUse(check),
      Effect.provide(Layer.succeed(Viewer, { _tag: "guest" })),
      Effect.exit,
      Effect.runPromise
    )
    expect(failureBody(exit)).toEqual(errorBody("ERROR_MISSING_JWT"))
    expect(asked).toBe(false)
  })
})
