import { apiError, canDecideShadow, PociechaApi, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { policyUse } from "../../policy/policy"
import { ShadowPolicy } from "../../policy/shadowPolicy"
import { AccountRepository } from "../../repositories/accountRepository"
import { ShadowRepository } from "../../repositories/shadowRepository"
import { shadowDocuments } from "../../storage/shadowDocuments"
import { requireViewer } from "../middleware/authentication"
import { ShadowService } from "../services/shadowService"

/** `attachment` with the document's own name, and an ASCII one for clients that read only that. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

/**
 * Claims and creations — shadow facilities (management 2.7, 2.9, 4 lifecycle). Anyone signed in
 * sends one with documents; the facility claimed stays as it is while the claim waits, a created
 * one is inactive. Support accepts (the sender becomes OWNER; a claimed facility verified, a
 * created one live and its sender logged out), declines (with a reason) or deletes. Each outcome
 * is mailed in the same transaction as the change (the shadow service).
 *
 * A facility that has an OWNER is not claimed again (409 ERROR_FACILITY_ALREADY_CLAIMED, also
 * at acceptance when another claim won meanwhile): ownership moves only by the owner's transfer.
 */
export const ShadowsHandlers = HttpApiBuilder.group(PociechaApi, "shadows", (handlers) =>
  Effect.gen(function*() {
    const shadows = yield* ShadowRepository
    const service = yield* ShadowService
    const policies = yield* ShadowPolicy
    const accounts = yield* AccountRepository
    const documents = yield* shadowDocuments

    /** A decision, once the caller may decide (the shadow policy) and so add to the audit trail: by the caller, support. */
    const decision = <A, E, R>(decide: (support: ViewerClaims) => Effect.Effect<A, E, R>) =>
      Effect.flatMap(requireViewer, decide).pipe(policyUse(policies.canDecide()), policyUse(auditPolicy.canRecord()))

    const download = (id: number, documentId: number) =>
      Effect.gen(function*() {
        yield* policies.canRead(id)
        const document = yield* shadows.document(id, documentId)
        const file = document === null ? null : yield* documents.read(document.storage_key)
        if (document === null || file === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
        return HttpServerResponse.uint8Array(file.bytes, {
          contentType: document.content_type,
          // Never cached: securityHeaders marks every answer to a signed-in request no-store.
          headers: { "content-disposition": attachment(document.file_name) }
        })
      })

    return handlers
      .handle("owned", () =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const account = yield* accounts.byId(viewer.accountId)
          // A live session's account exists; gone meanwhile, the session is over.
          if (account === null) return yield* Effect.fail(apiError("ERROR_INVALID_JWT"))
          const { facilities, shadow_facilities } = yield* accounts.userView(account)
          return { facilities, shadow_facilities }
        }))
      .handle("create", ({ payload }) =>
        Effect.flatMap(requireViewer, (viewer) => service.send(viewer, payload.data, payload.documents)).pipe(policyUse(policies.canSend())))
      .handle("list", () =>
        Effect.flatMap(requireViewer, (viewer) => (canDecideShadow(viewer) ? shadows.pending() : shadows.ofAccount(viewer.accountId))))
      .handle("document", ({ params }) => download(params.id, params.document))
      .handle("accept", ({ params }) => decision((support) => service.accept(support, params.id)))
      .handle("decline", ({ params, payload }) => decision((support) => service.decline(support, params.id, payload.reason)))
      .handle("remove", ({ params }) => decision((support) => service.remove(support, params.id)))
  }))
