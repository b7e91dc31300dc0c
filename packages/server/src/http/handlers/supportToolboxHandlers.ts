import { normalizeEmail, PociechaApi, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { policyUse } from "../../policy/policy"
import { supportToolboxPolicy } from "../../policy/supportToolboxPolicy"
import type { OwnershipSearch } from "../../repositories/supportOwnershipRepository"
import { SupportOwnershipRepository } from "../../repositories/supportOwnershipRepository"
import { requireViewer } from "../middleware/authentication"
import { SupportToolboxService } from "../services/supportToolboxService"

/** What the ownership view's search box holds: digits name a facility, an `@` an account. */
const ownershipSearch = (q: string | undefined): OwnershipSearch => {
  const text = (q ?? "").trim()
  if (text === "") return { _tag: "all" }
  if (/^\d{1,9}$/.test(text)) return { _tag: "facility", id: Number(text) }
  if (text.includes("@")) return { _tag: "email", email: normalizeEmail(text) }
  return { _tag: "name", words: text }
}

/** Support's toolbox (issue 18): look an account up, resend its link, unlock it, end its sessions. */
export const SupportToolboxHandlers = HttpApiBuilder.group(PociechaApi, "supportToolbox", (handlers) =>
  Effect.gen(function*() {
    const service = yield* SupportToolboxService

    /** An audited action by the calling support account. */
    const asSupport = <A, E, R>(action: (support: ViewerClaims) => Effect.Effect<A, E, R>) => Effect.flatMap(requireViewer, action)

    return handlers
      .handle("lookup", ({ query }) => service.lookUp(normalizeEmail(query.email)).pipe(policyUse(supportToolboxPolicy.canLookUp())))
      .handle("resendConfirmation", ({ params }) =>
        asSupport((support) => service.resendConfirmation(support.accountId, params.id)).pipe(
          policyUse(supportToolboxPolicy.canResendConfirmation()),
          policyUse(auditPolicy.canRecord())
        ))
      .handle("unlock", ({ params }) =>
        asSupport((support) => service.unlock(support.accountId, params.id)).pipe(
          policyUse(supportToolboxPolicy.canUnlock()),
          policyUse(auditPolicy.canRecord())
        ))
      .handle("endSessions", ({ params }) =>
        asSupport((support) => service.endSessions(support.accountId, params.id)).pipe(
          policyUse(supportToolboxPolicy.canEndSessions()),
          policyUse(auditPolicy.canRecord())
        ))
  }))

/** Who owns and moderates which facility (issue 18): support staff only, paged and searchable. */
export const SupportOwnershipHandlers = HttpApiBuilder.group(PociechaApi, "supportOwnership", (handlers) =>
  Effect.gen(function*() {
    const ownership = yield* SupportOwnershipRepository
    return handlers.handle("list", ({ query }) =>
      ownership.page(ownershipSearch(query.q), query.page ?? 1).pipe(policyUse(supportToolboxPolicy.canLookUp())))
  }))
