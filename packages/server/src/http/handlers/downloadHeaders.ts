import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"

/**
 * Answers the current call as a file to save, not a page to show, and keeps it out of every
 * cache: a personal download must not be found again in a shared proxy or the browser's cache.
 */
export const asPrivateDownload = (fileName: string) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeaders(response, {
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store"
    }))
  )
