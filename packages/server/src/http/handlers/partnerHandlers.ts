import { PARTNER_KEY_HEADER, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { partnerPolicy } from "../../policy/partnerPolicy"
import { policyUse } from "../../policy/policy"
import { PartnerRepository } from "../../repositories/partnerRepository"
import { PartnerService } from "../services/partnerService"
import { requireViewer } from "../middleware/authentication"

/** The partner key a call carries in its X-Partner-Key header, if any. */
const partnerKey = Effect.map(HttpServerRequest.HttpServerRequest, (request) => request.headers[PARTNER_KEY_HEADER])

/** Partner apps (management 8): their account creation, and support's keys for them. */
export const PartnersHandlers = HttpApiBuilder.group(PociechaApi, "partners", (handlers) =>
  Effect.gen(function*() {
    const service = yield* PartnerService
    const partners = yield* PartnerRepository
    return handlers
      .handle("createAccount", ({ payload }) => Effect.flatMap(partnerKey, (key) => service.createAccount(key, payload)))
      .handle("list", () => partners.list().pipe(policyUse(partnerPolicy.canList())))
      .handle("create", ({ payload }) =>
        Effect.flatMap(requireViewer, (actor) => service.createPartner(actor, payload.name)).pipe(
          policyUse(partnerPolicy.canCreate()),
          policyUse(auditPolicy.canRecord())
        ))
      .handle("revoke", ({ params }) =>
        Effect.flatMap(requireViewer, (actor) => service.revokePartner(actor, params.id)).pipe(
          policyUse(partnerPolicy.canRevoke()),
          policyUse(auditPolicy.canRecord())
        ))
  }))
