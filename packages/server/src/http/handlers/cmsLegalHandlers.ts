import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { cmsLegalPolicy } from "../../policy/cmsLegalPolicy"
import { policyUse } from "../../policy/policy"
import { requireViewer } from "../middleware/authentication"
import { LegalPublicationService } from "../services/legalPublicationService"

/** Legal texts in the CMS (issue 19): a new version, by content staff or support. */
export const CmsLegalHandlers = HttpApiBuilder.group(PociechaApi, "cmsLegal", (handlers) =>
  Effect.gen(function*() {
    const service = yield* LegalPublicationService
    return handlers.handle("publish", ({ params, payload }) =>
      Effect.flatMap(requireViewer, (editor) => service.publish(editor, params.kind, payload)).pipe(
        policyUse(cmsLegalPolicy.canPublish()),
        policyUse(auditPolicy.canRecordCms())
      ))
  }))
