import { HttpApi } from "effect/http-api"
import { AccountGroup } from "./account"
import { FacilitiesGroup } from "./facilities"
import { DevMailboxGroup, HealthGroup, OpinionsGroup, OverviewGroup, TagsGroup } from "./misc"
import { RegionsGroup } from "./regions"
import { SearchGroup } from "./search"
import { ApiBoundary, Authentication } from "./security"

/**
 * The whole HTTP contract of Pociecha. Every path keeps the spec's shape and is
 * mounted under `/api` on our server.
 */
export const PociechaApi = HttpApi.make("pociecha")
  .add(AccountGroup)
  .add(FacilitiesGroup)
  .add(RegionsGroup)
  .add(SearchGroup)
  .add(TagsGroup)
  .add(OverviewGroup)
  .add(OpinionsGroup)
  .add(DevMailboxGroup)
  .add(HealthGroup)
  .middleware(Authentication)
  .middleware(ApiBoundary)
  // Report every invalid field of a form at once, not just the first.
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" })
  .annotate(HttpApi.QueryParseOptions, { errors: "all" })
  .prefix("/api")

export type PociechaApi = typeof PociechaApi
