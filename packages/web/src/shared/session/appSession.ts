import { builtinCitiesQuery, createPociechaSession, webUserStorage } from "@pociecha/core"
import { browserStorage } from "../browserStorage"
import { exportCrop } from "../forms/photoCrop/exportCrop"
import { queryClient } from "../queryClient"

const deviceStorage = browserStorage()

/**
 * The page's session of Pociecha (core's createPociechaSession): its client on the page's own
 * origin, the signed-in user kept in localStorage, the photo crop drawn on a canvas, and the built-in
 * cities read through the app's query cache (fetched once a visit). The session machine itself runs
 * in the root's PociechaSessionProvider; query options read `appSession.api` (see api.ts).
 */
export const appSession = createPociechaSession({
  baseUrl: "",
  ...(deviceStorage === null ? {} : { storage: webUserStorage(deviceStorage) }),
  cookieJar: false,
  platform: {
    exportCrop,
    builtinCities: () => queryClient.ensureQueryData(builtinCitiesQuery(appSession.api))
  }
})
