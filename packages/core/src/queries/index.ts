/**
 * Query options of every server read: a key and a function over the API client, as plain
 * objects for TanStack Query (`useQuery(facilityQuery(api, slug))`) or any other cache.
 */
export * from "./accountQueries"
export * from "./activityQueries"
export * from "./apiQuery"
export * from "./publicQuery"
export * from "./confirmationLinkQuery"
export * from "./facilityQueries"
export * from "./galleryStaffQueries"
export * from "./regionQueries"
export * from "./retryRead"
export * from "./searchQueries"
export * from "./applicationQueries"
export * from "./membershipQueries"
export * from "./moderationQueries"
export * from "./opinionQueries"
export * from "./questionQueries"
export * from "./claimQueries"
export * from "./ownerAreaQueries"
export * from "./publicationQueries"
export * from "./legalQueries"
export * from "./queriesStale"
