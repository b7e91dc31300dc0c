import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { PublicationRepository } from "../../repositories/publicationRepository"
import { ServerConfig } from "../../services"
import { PUBLICATIONS_FOLDER } from "../../storage/attachmentFiles"
import { FileStorage } from "../../storage/fileStorage"
import { fileUrlSigner } from "../../storage/signedFileUrls"
import { FILES_PATH, isPublicKey, isServedInline } from "../../storage/storageKey"
import { catalogueResponse } from "../middleware/catalogueResponse"
import { pathOf, queryOf } from "../middleware/requestPath"

/** A key is never reused for other content (see newStorageKey): what is served may be kept for good. */
const IMMUTABLE = "public, max-age=31536000, immutable"

/** What only some may read is kept by no cache, shared or the browser's own. */
const PRIVATE = "private, no-store"

/** A file that is no image of ours is a download, never a page of this site. */
const headersOf = (contentType: string, cacheControl: string) =>
  isServedInline(contentType) ? { "cache-control": cacheControl } : { "cache-control": cacheControl, "content-disposition": "attachment" }

/**
 * Serves stored files at `/files/<key>`, from whichever store is configured. The path is taken
 * as sent: a key has no character that needs escaping, so anything encoded, any `..`, slash too
 * many or unknown extension is no key and finds nothing — the catalogue's 404, as for a file
 * that is gone; so does a private key (a claim's document), whatever exists under it. The
 * Content-Type is the one stored (nosniff is on every response).
 *
 * A news item's file is everyone's, cached for good, only while a public item of a public
 * facility holds it; any other — an item for members or staff, an upload no item took yet — is
 * served only under a URL the server signed for a reader it checked (signedFileUrls), never
 * cached, and is a 404 under any other URL.
 */
export const storedFilesLayer = HttpRouter.use((router) =>
  Effect.gen(function*() {
    const files = yield* FileStorage
    const publications = yield* PublicationRepository
    const signer = fileUrlSigner((yield* ServerConfig).jwtSecret)

    /** How the file may be cached, or null when it is not to be served under this URL. */
    const cacheControlOf = (key: string, query: URLSearchParams) => {
      if (!isPublicKey(key)) return Effect.succeed(null)
      if (!key.startsWith(`${PUBLICATIONS_FOLDER}/`)) return Effect.succeed(IMMUTABLE)
      if (signer.opens(key, query)) return Effect.succeed(PRIVATE)
      return Effect.map(publications.isPublicFile(key), (isPublic) => (isPublic ? IMMUTABLE : null))
    }

    yield* router.add("GET", `${FILES_PATH}*`, (request) => {
      const key = pathOf(request.url).slice(FILES_PATH.length)
      return Effect.gen(function*() {
        const cacheControl = yield* cacheControlOf(key, new URLSearchParams(queryOf(request.url)))
        const file = cacheControl === null ? null : yield* files.get(key)
        return cacheControl === null || file === null
          ? catalogueResponse("ERROR_NOT_FOUND")
          : HttpServerResponse.uint8Array(file.bytes, { contentType: file.contentType, headers: headersOf(file.contentType, cacheControl) })
      })
    })
  })
)
