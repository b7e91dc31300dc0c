import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { cmsPolicy } from "../../policy/cmsPolicy"
import { policyUse } from "../../policy/policy"
import { CityDescriptionRepository } from "../../repositories/cityDescriptionRepository"
import { requireViewer } from "../middleware/authentication"
import { CityDescriptionService } from "../services/cityDescriptionService"
import { orNotFound } from "../../repositories/orNotFound"

/**
 * The city CMS (management 2.10): content staff and support list the cities (by voivodeship and
 * name, paged) and read and replace a city's description, each write audited.
 */
export const CmsHandlers = HttpApiBuilder.group(PociechaApi, "cms", (handlers) =>
  Effect.gen(function*() {
    const descriptions = yield* CityDescriptionRepository
    const service = yield* CityDescriptionService
    return handlers
      .handle("cities", ({ query }) =>
        descriptions.cities({ voivodeship: query.voivodeship, q: query.q, page: query.page ?? 1 }).pipe(policyUse(cmsPolicy.canRead())))
      .handle("description", ({ params }) =>
        Effect.flatMap(descriptions.byCity(params.id), orNotFound)
          .pipe(policyUse(cmsPolicy.canRead())))
      .handle("saveDescription", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (editor) => service.save(editor, params.id, payload.description))
          .pipe(policyUse(cmsPolicy.canWrite()), policyUse(auditPolicy.canRecordCms())))
  }))
