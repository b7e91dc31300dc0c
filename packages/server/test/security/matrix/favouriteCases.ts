import { signedIn, type Case } from "./matrixWorld"

/** Favourites (issue 20): anyone signed in keeps their own hearts; a guest is 401. */
export const favouriteCases: Readonly<Record<string, Case>> = {
  "favourites.list": { method: "GET", path: () => "/api/v1/favourites", expected: signedIn(200) },
  "favourites.add": { method: "PUT", path: (world) => `/api/v1/favourites/${String(world.facilityId)}`, expected: signedIn(204) },
  "favourites.remove": { method: "DELETE", path: (world) => `/api/v1/favourites/${String(world.facilityId)}`, expected: signedIn(204) }
}
