import { builtinCitiesQuery, createPociechaSession, type ExportCropInput, webUserStorage } from "@pociecha/core"
import { fromPromise } from "xstate"
import { browserSessionStorage, browserStorage } from "../browserStorage"
import { queryClient } from "../queryClient"
import { browserLocation } from "./browserLocation"

const deviceStorage = browserStorage()
// A guest's wizard draft waits here across the login page: this tab only.
const tabStorage = browserSessionStorage()

/**
 * The page's session of Pociecha (core's createPociechaSession), created once as the page loads:
 * its client on the page's own origin, the signed-in user kept in localStorage, the photo crop
 * drawn on a canvas, gallery uploads over XMLHttpRequest (for their progress), and the built-in
 * cities read through the app's query cache (fetched once a visit). The app's root provides it
 * (PociechaSessionProvider), the entry starts its machine, and the query options read its client
 * through `api` (api.ts): one session for the whole page.
 *
 * The crop and the upload transport load with their first use, not with the page: most visits
 * never crop a photo (and their code pulls the photo input's rules along).
 */
export const appSession = createPociechaSession({
  baseUrl: "",
  ...(deviceStorage === null ? {} : { storage: webUserStorage(deviceStorage) }),
  cookieJar: false,
  platform: {
    exportCrop: fromPromise<Uint8Array, ExportCropInput>(async ({ input }) => (await import("../forms/photoCrop/exportCrop")).cropToJpeg(input)),
    uploadTransport: async (request) => (await import("./xhrUploadTransport")).xhrUploadTransport(request),
    builtinCities: () => queryClient.ensureQueryData(builtinCitiesQuery(appSession.api)),
    ...(tabStorage === null ? {} : { draftStore: tabStorage }),
    locate: browserLocation
  }
})
