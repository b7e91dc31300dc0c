import { apiError, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { alertUnsubscribeTokens } from "../../alerts/unsubscribeToken"
import { publicPolicy, policyUse } from "../../policy/policy"
import { savedSearchPolicy } from "../../policy/savedSearchPolicy"
import { SavedSearchRepository } from "../../repositories/savedSearchRepository"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"
import { clientAddress } from "../middleware/clientAddress"

/**
 * Saved searches (issue 20): the signed-in person's own, listed, saved, changed and deleted —
 * another account's id answers 404 as an unknown one does. The alert e-mails' unsubscribe link
 * turns alerts off without a sign-in: its signature is the authority.
 */
export const SavedSearchHandlers = HttpApiBuilder.group(PociechaApi, "savedSearches", (handlers) =>
  Effect.gen(function*() {
    const searches = yield* SavedSearchRepository
    const abuse = yield* AbuseGuard
    const tokens = alertUnsubscribeTokens((yield* ServerConfig).jwtSecret)
    const notFound = Effect.fail(apiError("ERROR_NOT_FOUND"))

    return handlers
      .handle("list", () => Effect.flatMap(requireViewer, (viewer) => searches.list(viewer.accountId)))
      .handle("create", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          yield* abuse.spend("savedSearchesPerUser", viewer.accountId)
          const saved = yield* searches.create(viewer.accountId, payload)
          return saved ?? (yield* Effect.fail(apiError("ERROR_SAVED_SEARCHES_LIMIT")))
        }).pipe(policyUse(savedSearchPolicy.canKeep())))
      .handle("update", ({ params, payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          return (yield* searches.update(viewer.accountId, params.id, payload)) ?? (yield* notFound)
        }).pipe(policyUse(savedSearchPolicy.canKeep())))
      .handle("remove", ({ params }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          if (!(yield* searches.remove(viewer.accountId, params.id))) return yield* notFound
        }).pipe(policyUse(savedSearchPolicy.canKeep())))
      .handle("unsubscribe", ({ query }) =>
        Effect.gen(function*() {
          yield* abuse.spend("alertUnsubscribesPerIp", yield* clientAddress)
          const claim = tokens.read(query.token)
          if (claim === null) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST"))
          return { unsubscribed: yield* searches.unsubscribe(claim) }
        }).pipe(publicPolicy("savedSearch", "unsubscribe")))
  }))
