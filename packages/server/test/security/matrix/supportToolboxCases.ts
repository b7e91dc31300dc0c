import { supportOnly, type Case, type MatrixWorld } from "./matrixWorld"

/** A fresh account to act on: each role's attempt has its own, so one role's action changes nothing another sees. */
const target = async (world: MatrixWorld) => ({ id: (await world.signUpAndConfirm()).id })
const targetId = (attempt: { prepared: Record<string, unknown> }) => attempt.prepared.id as string

/** Support's toolbox and ownership view (issue 18): support staff only. */
export const supportToolboxCases: Readonly<Record<string, Case>> = {
  "supportToolbox.lookup": {
    method: "GET",
    path: () => `/api/v1/support/users?email=${encodeURIComponent("dyrektor@pociecha.pl")}`,
    expected: supportOnly(200)
  },
  "supportToolbox.unlock": {
    method: "POST",
    path: (_world, attempt) => `/api/v1/support/users/${targetId(attempt)}/unlock`,
    prepare: (world) => target(world),
    expected: supportOnly(200)
  },
  "supportToolbox.endSessions": {
    method: "POST",
    path: (_world, attempt) => `/api/v1/support/users/${targetId(attempt)}/end-sessions`,
    prepare: (world) => target(world),
    expected: supportOnly(200)
  },
  // The account is active already: support is told so (409), everyone else is refused first.
  "supportToolbox.resendConfirmation": {
    method: "POST",
    path: (_world, attempt) => `/api/v1/support/users/${targetId(attempt)}/resend-confirmation`,
    prepare: (world) => target(world),
    expected: supportOnly(409)
  },
  "supportOwnership.list": { method: "GET", path: () => "/api/v1/support/ownership?page=1", expected: supportOnly(200) }
}
