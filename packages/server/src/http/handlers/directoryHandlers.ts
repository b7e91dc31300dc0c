import { apiError, PociechaApi, requiredSpecializationFor, DEFAULT_PAGE_SIZE } from "@pociecha/core"
import { Effect } from "effect"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { RegionRepository } from "../../repositories/regionRepository"
import { SearchRepository } from "../../repositories/searchRepository"
import { SearchIndex } from "../../search/searchIndex"
import { InsightCounter } from "../../insights/insightCounter"
import { RefinedSearchRepository } from "../../repositories/refinedSearchRepository"
import { isRefinedSearch } from "../../repositories/refinedSearchStatements"
import { refinedAnswer } from "../../search/refinedAnswer"

const orNotFound = <A>(key: "ERROR_FACILITY_NOT_FOUND" | "ERROR_NOT_FOUND") => (value: A | null) =>
  value === null ? Effect.fail(apiError(key)) : Effect.succeed(value)

/** Facility reads (7.4); a profile read and a phone or e-mail shown are counted for the owner's dashboard. */
export const FacilitiesHandlers = HttpApiBuilder.group(PociechaApi, "facilities", (handlers) =>
  Effect.gen(function*() {
    const facilities = yield* FacilityRepository
    const counter = yield* InsightCounter
    return handlers
      .handle("list", ({ query }) =>
        facilities.list({ query: query.query, page: query.page ?? 1, limit: Math.min(query.limit ?? DEFAULT_PAGE_SIZE, 100) }).pipe(
          Effect.flatMap((page) =>
            page === null ? Effect.fail(apiError("ERROR_BAD_REQUEST", { query: ["FILTER_QUERY_INVALID"] })) : Effect.succeed(page)
          )
        ))
      .handle("get", ({ params }) =>
        facilities.profile(params.id).pipe(
          Effect.flatMap(orNotFound("ERROR_FACILITY_NOT_FOUND")),
          Effect.tap((profile) => Effect.sync(() => counter.count("profile_view", profile.id)))
        ))
      .handle("phone", ({ params }) =>
        facilities.contact(params.id).pipe(
          Effect.flatMap(orNotFound("ERROR_FACILITY_NOT_FOUND")),
          Effect.tap((contact) => Effect.sync(() => counter.count("phone_reveal", contact.id))),
          Effect.map(({ phone, second_phone }) => ({ phone, second_phone }))
        ))
      .handle("email", ({ params }) =>
        facilities.contact(params.id).pipe(
          Effect.flatMap(orNotFound("ERROR_FACILITY_NOT_FOUND")),
          Effect.tap((contact) => Effect.sync(() => counter.count("email_reveal", contact.id))),
          Effect.map(({ email }) => ({ email }))
        ))
      .handle("best", ({ params }) => facilities.best(params.param))
      .handle("listByVoivodeship", ({ payload }) =>
        facilities.listByVoivodeship({
          voivodeshipSlug: payload.voivodeship_slug,
          specializations: payload.required_specialization,
          page: payload.page ?? 1,
          limit: DEFAULT_PAGE_SIZE
        }))
  }))

/** Catalogue data (7.3). */
export const RegionsHandlers = HttpApiBuilder.group(PociechaApi, "regions", (handlers) =>
  Effect.gen(function*() {
    const regions = yield* RegionRepository
    return handlers
      .handle("voivodeships", () => regions.voivodeships())
      .handle("topCities", ({ query }) =>
        regions.topCities(query.type === undefined ? undefined : requiredSpecializationFor(query.type)))
      .handle("cities", ({ payload }) =>
        regions.citiesOf(payload.slug, payload.required_specialization).pipe(Effect.flatMap(orNotFound("ERROR_NOT_FOUND"))))
      .handle("districts", ({ payload }) =>
        regions.districtsOf(payload.city_slug, payload.voivodeship_slug, payload.required_specialization).pipe(
          Effect.flatMap(orNotFound("ERROR_NOT_FOUND"))
        ))
      .handle("newFacilities", ({ payload }) =>
        regions.newFacilities({
          citySlug: payload.city_slug,
          voivodeshipSlug: payload.voivodeship_slug,
          districtSlug: payload.district ?? null,
          specializations: payload.required_specialization,
          page: payload.page ?? 1,
          limit: DEFAULT_PAGE_SIZE
        }).pipe(Effect.flatMap(orNotFound("ERROR_NOT_FOUND"))))
  }))

/** Map search and the city-search box (7.5); the facilities a map search shows are counted as map appearances. */
export const SearchHandlers = HttpApiBuilder.group(PociechaApi, "search", (handlers) =>
  Effect.gen(function*() {
    const search = yield* SearchRepository
    const index = yield* SearchIndex
    const counter = yield* InsightCounter
    const shown = (facilityIds: Iterable<number>) => counter.countAll("map_appearance", facilityIds)
    const refined = yield* RefinedSearchRepository
    return handlers
      // Nearest first needs somewhere to be near to.
      .handle("search", ({ payload, query }) => payload.sort === "distance" && payload.origin === undefined
        ? Effect.fail(apiError("ERROR_BAD_REQUEST", { origin: ["FIELD_REQUIRED"] }))
        // Sort, origin and issue 20's filters are asked of PostgreSQL's indexes.
        : isRefinedSearch(payload)
        ? Effect.map(refined.search(payload), (rows) => {
          shown(rows.map((row) => row.id))
          return HttpServerResponse.text(refinedAnswer(rows, query.format ?? "facilities"), { contentType: "application/json" })
        })
        // The facilities come encoded already: sent as they are, not decoded and encoded again.
        // Their buffer is reused once Node has handed the whole response to the socket.
        : Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
          const answer = index.search(payload, query.format ?? "facilities", shown)
          NodeHttpServerRequest.toServerResponse(request).once("finish", answer.done)
          return HttpServerResponse.uint8Array(answer.body, { contentType: "application/json" })
        }))
      .handle("searchCounts", ({ payload }) => refined.counts(payload))
      // From memory, encoded already; only a text that matches nothing asks the database for likely towns.
      .handle("geoSearch", ({ payload }) => {
        const found = index.geoSearch(payload)
        return found !== null
          ? Effect.succeed(HttpServerResponse.text(found, { contentType: "application/json" }))
          : Effect.map(search.similarTowns(payload), (city) => ({ city, facility: [] }))
      })
      .handle("builtinCities", () => search.builtinCities())
  }))
