import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { FileStorage } from "../storage/fileStorage"
import { FILES_PATH, isPublicKey, isServedInline } from "../storage/storageKey"
import { catalogueResponse } from "./catalogueResponse"
import { pathOf } from "./requestPath"

/** A key is never reused for other content (see newStorageKey): what is served may be kept for good. */
const IMMUTABLE = "public, max-age=31536000, immutable"

/** A file that is no image of ours is a download, never a page of this site. */
const headersOf = (contentType: string) =>
  isServedInline(contentType) ? { "cache-control": IMMUTABLE } : { "cache-control": IMMUTABLE, "content-disposition": "attachment" }

/**
 * Serves stored files at `/files/<key>`, from whichever store is configured. The path is taken
 * as sent: a key has no character that needs escaping, so anything encoded, any `..`, slash too
 * many or unknown extension is no key and finds nothing — the catalogue's 404, as for a file
 * that is gone; so does a private key (a claim's document), whatever exists under it. The
 * Content-Type is the one stored (nosniff is on every response).
 */
export const storedFilesLayer = HttpRouter.use((router) =>
  Effect.gen(function*() {
    const files = yield* FileStorage
    yield* router.add("GET", `${FILES_PATH}*`, (request) => {
      const key = pathOf(request.url).slice(FILES_PATH.length)
      return Effect.map(isPublicKey(key) ? files.get(key) : Effect.succeed(null), (file) =>
        file === null
          ? catalogueResponse("ERROR_NOT_FOUND")
          : HttpServerResponse.uint8Array(file.bytes, { contentType: file.contentType, headers: headersOf(file.contentType) }))
    })
  })
)
