/**
 * The machines' actor slots filled with calls over the API client, so an app provides a
 * machine with one line and never wraps an API call itself.
 */
export * from "./sessionActors"
export * from "./callActor"
export * from "./moderationActors"
export * from "./parentActors"
export * from "./galleryStaffActors"
export * from "./facilityImageActors"
export * from "./claimActors"
export * from "./facilityEditActors"
export * from "./ownerTabActors"
