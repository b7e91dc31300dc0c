import { alertUnsubscribeTokens } from "../../../src/alerts/unsubscribeToken"
import { everyone, signedIn, type Case, type MatrixWorld } from "./matrixWorld"

const body = () => ({
  name: "Kraków",
  query: {
    search_polygon: {
      type: "poly",
      data: [{ lng: 19.8, lat: 50.1 }, { lng: 20.1, lat: 50.1 }, { lng: 20.1, lat: 50.0 }, { lng: 19.8, lat: 50.0 }, { lng: 19.8, lat: 50.1 }]
    },
    zoom: 13
  },
  alert: "instant"
})

/** A search the demo parent saved: only they may change or delete it. */
const parentsSearch = async (world: MatrixWorld) => {
  const [search] = await world.server.query<{ id: number }>(
    `insert into saved_searches (account_id, name, query, alert, area) values ($1, 'Moje', $2::jsonb, 'instant', box(point(19.8, 50), point(20.1, 50.1)))
     returning id`,
    [world.sessions.parent.id, JSON.stringify(body().query)]
  )
  return { search: search!.id }
}

/**
 * Saved searches (issue 20): anyone signed in keeps their own; a search is changed and deleted by
 * its owner only (anyone else's is not found); the alert e-mail's unsubscribe link works for
 * whoever holds it, signed in or not — its signature is the authority.
 */
export const savedSearchCases: Readonly<Record<string, Case>> = {
  "savedSearches.list": { method: "GET", path: () => "/api/v1/saved-search", expected: signedIn(200) },
  "savedSearches.create": { method: "POST", path: () => "/api/v1/saved-search", body, expected: signedIn(201) },
  "savedSearches.update": {
    method: "PATCH",
    prepare: parentsSearch,
    path: (_world, { prepared }) => `/api/v1/saved-search/${String(prepared.search)}`,
    body: () => ({ alert: "daily" }),
    expected: { ...everyone(404), guest: 401, parent: 200 }
  },
  "savedSearches.remove": {
    method: "DELETE",
    prepare: parentsSearch,
    path: (_world, { prepared }) => `/api/v1/saved-search/${String(prepared.search)}`,
    expected: { ...everyone(404), guest: 401, parent: 204 }
  },
  "savedSearches.unsubscribe": {
    method: "POST",
    prepare: parentsSearch,
    path: (world, { prepared }) => {
      const token = alertUnsubscribeTokens(world.server.config.jwtSecret).sign({ accountId: world.sessions.parent.id, searchIds: [Number(prepared.search)] })
      return `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(token)}`
    },
    expected: everyone(200)
  }
}
