import { apiError, PociechaApi, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { policyUse, signedInPolicy } from "../../policy/policy"
import { WebPagePolicy } from "../../policy/webPagePolicy"
import { FacilityRepository, type FacilityFacts } from "../../repositories/facilityRepository"
import { WebPageRepository } from "../../repositories/webPageRepository"
import { WebPageService } from "../services/webPageService"
import { requireSignedIn } from "../middleware/authentication"
import { authorizedOnFacility } from "./authorizedOnFacility"

/**
 * Facility websites (management 2.5, 2.6, 7 "Web pages"): the builder's calls, for those who run
 * the facility (the web page policy), each answering the site as it now is; and the public site's
 * lookup by host, for everyone.
 */
const WebPagesHandlers = HttpApiBuilder.group(PociechaApi, "webPages", (handlers) =>
  Effect.gen(function*() {
    const webPages = yield* WebPageRepository
    const facilities = yield* FacilityRepository
    const policies = yield* WebPagePolicy
    const service = yield* WebPageService

    /** The facility a call names (404), once the caller may build its sites (401, 403). */
    const asBuilder = <A, E, R>(ref: string, use: (facility: FacilityFacts, caller: ViewerClaims) => Effect.Effect<A, E, R>) =>
      authorizedOnFacility(facilities, ref, policies.canManage, use)

    /** Runs a change of a site, then answers the site as it now is. */
    const changed = <E, R>(ref: string, id: number, change: (facility: FacilityFacts) => Effect.Effect<void, E, R>) =>
      asBuilder(ref, (facility) => Effect.andThen(change(facility), webPages.findOr404(facility.id, id)))

    return handlers
      .handle("byDomain", ({ payload }) => service.byDomain(payload.domain))
      .handle("siteSignIn", ({ payload }) =>
        Effect.flatMap(requireSignedIn, (caller) =>
          service.signInRedirect(caller.claims.accountId, caller.sessionId, payload.site, payload.back)
            .pipe(policyUse(signedInPolicy("siteSignIn", "issue")))))
      .handle("publicSite", ({ params }) =>
        Effect.gen(function*() {
          const facility = yield* facilities.findOr404(params.facility_id, "public")
          const site = yield* webPages.servedName(facility.id)
          return site ?? (yield* Effect.fail(apiError("ERROR_WEB_PAGE_NOT_FOUND")))
        }))
      .handle("list", ({ params }) => asBuilder(params.facility_id, (facility) => webPages.ofFacility(facility.id)))
      .handle("create", ({ params, payload }) =>
        asBuilder(params.facility_id, (facility, caller) =>
          Effect.flatMap(service.create(facility, caller, payload, policies.canCreate(facility)), (id) => webPages.findOr404(facility.id, id))))
      .handle("one", ({ params }) => asBuilder(params.facility_id, (facility) => webPages.findOr404(facility.id, params.id)))
      .handle("update", ({ params, payload }) =>
        changed(params.facility_id, params.id, (facility) => service.update(facility, params.id, payload)))
      .handle("remove", ({ params }) => asBuilder(params.facility_id, (facility) => service.remove(facility, params.id)))
      .handle("addSubpage", ({ params, payload }) =>
        changed(params.facility_id, params.web_page_id, (facility) => service.addSubpage(facility, params.web_page_id, payload)))
      .handle("updateSubpage", ({ params, payload }) =>
        changed(params.facility_id, params.web_page_id, (facility) =>
          service.updateSubpage(facility, params.web_page_id, params.id, payload)))
      .handle("removeSubpage", ({ params }) =>
        changed(params.facility_id, params.web_page_id, (facility) => service.removeSubpage(facility, params.web_page_id, params.id)))
      .handle("sortSubpages", ({ params, payload }) =>
        changed(params.facility_id, params.web_page_id, (facility) => service.sortSubpages(facility, params.web_page_id, payload)))
  }))

export const WebPageHandlersLayer = WebPagesHandlers
