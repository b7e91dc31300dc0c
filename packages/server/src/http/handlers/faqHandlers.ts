import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { faqPolicy } from "../../policy/faqPolicy"
import { policyUse } from "../../policy/policy"
import { FaqRepository } from "../../repositories/faqRepository"
import { requireViewer } from "../middleware/authentication"
import { FaqService } from "../services/faqService"
import { orNotFound } from "../../repositories/orNotFound"

/**
 * The FAQ (public-side 2.13): a section's page for anyone, in their language; and its items in
 * the CMS (management 2.10) for content staff and support, each write audited.
 */
export const FaqHandlers = HttpApiBuilder.group(PociechaApi, "faq", (handlers) =>
  Effect.gen(function*() {
    const items = yield* FaqRepository
    const service = yield* FaqService
    const written = policyUse(faqPolicy.canWrite())
    const audited = policyUse(auditPolicy.canRecordCms())
    return handlers
      .handle("section", ({ params, query }) => items.page(params.section, query.lang ?? "pl", query.q))
      .handle("cmsList", ({ query }) => Effect.map(items.list(query.section), (list) => ({ items: list })).pipe(policyUse(faqPolicy.canRead())))
      .handle("cmsItem", ({ params }) =>
        Effect.flatMap(items.byId(params.id), orNotFound)
          .pipe(policyUse(faqPolicy.canRead())))
      .handle("cmsCreate", ({ payload }) => Effect.flatMap(requireViewer, (editor) => service.create(editor, payload)).pipe(written, audited))
      .handle("cmsUpdate", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (editor) => service.update(editor, params.id, payload)).pipe(written, audited))
      .handle("cmsDelete", ({ params }) => Effect.flatMap(requireViewer, (editor) => service.remove(editor, params.id)).pipe(written, audited))
      .handle("cmsReorder", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (editor) => service.reorder(editor, params.section, payload.ids)).pipe(written, audited))
  }))
