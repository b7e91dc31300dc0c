import { type AppRouteMatch, legacyFacilityRef, makeLegacyIdCodec } from "@pociecha/core"
import { Effect } from "effect"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { ServerConfig } from "../../services"
import { decodePath } from "../middleware/requestPath"

/**
 * Whether what an app route names exists: a legacy link's facility (spec 2.5, its id decoded with
 * HASHIDS_SALT). A route that names nothing is answered 404, like an unknown path (the app then
 * shows its 404 page), so search engines drop it. Routes without a subject of their own always
 * exist; the profile and the catalogue's places are checked where they are served (webApp.ts).
 */
export const makePageSubject = Effect.gen(function*() {
  const facilities = yield* FacilityRepository
  const config = yield* ServerConfig
  const legacyIds = makeLegacyIdCodec(config.hashidsSalt)
  const param = (route: AppRouteMatch, name: string) => {
    const value = route.params[name]
    return value === undefined ? undefined : (decodePath(value) ?? value)
  }

  return (route: AppRouteMatch, query: URLSearchParams): Effect.Effect<boolean> => {
    switch (route.name) {
      case "facility": {
        const ref = legacyFacilityRef(legacyIds, param(route, "facility") ?? "", query.get("legacy"))
        return ref === null ? Effect.succeed(false) : Effect.map(facilities.profileRef(ref), (facility) => facility !== null)
      }
      default:
        return Effect.succeed(true)
    }
  }
})
