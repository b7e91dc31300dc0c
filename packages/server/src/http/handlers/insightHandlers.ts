import { isoDateInWarsaw, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { InsightCounter } from "../../insights/insightCounter"
import { InsightPolicy } from "../../policy/insightPolicy"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { InsightRepository } from "../../repositories/insightRepository"
import { clientAddress } from "../middleware/clientAddress"
import { authorizedOnFacility } from "./authorizedOnFacility"

/**
 * The owner's dashboard (issue 20): a facility's insights for those who run it, and the beacon a
 * profile sends for a click on the facility's website. The beacon's client address is spent
 * against its abuse limit (hashed, and gone with the window) and never counted with the event.
 */
export const InsightsHandlers = HttpApiBuilder.group(PociechaApi, "insights", (handlers) =>
  Effect.gen(function*() {
    const facilities = yield* FacilityRepository
    const insights = yield* InsightRepository
    const counter = yield* InsightCounter
    const policies = yield* InsightPolicy
    const abuse = yield* AbuseGuard

    return handlers
      // What this instance counted so far is written first: the owner sees today's views as they are.
      .handle("facility", ({ params, query }) =>
        authorizedOnFacility(facilities, params.id, policies.canRead, (facility) =>
          Effect.andThen(counter.flush, insights.read(facility.id, query.days, isoDateInWarsaw(new Date())))))
      .handle("event", ({ payload }) =>
        Effect.gen(function*() {
          yield* Effect.flatMap(clientAddress, (address) => abuse.spend("insightEventsPerIp", address))
          const facility = yield* facilities.findOr404(payload.facility_id, "public")
          counter.count(payload.kind, facility.id)
        }))
  }))
