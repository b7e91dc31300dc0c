// A real HTTP server for the client's tests, which run in Node: core itself never imports Node, and
// this file is no part of the SDK (not in testing/index.ts).
/* eslint-disable no-restricted-imports */
import { once } from "node:events"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { errorBody, type ErrorKey } from "../api/errors"

/** One request the server received: its path, the bearer it carried, and its body. */
export interface ReceivedRequest {
  readonly path: string
  readonly bearer: string | null
  readonly body: string
}

export interface RefreshServerOptions {
  /** The token the server accepts; any other bearer is refused as expired. */
  readonly freshToken: string
  /**
   * Refusals of an expired token are held until this many have arrived, then answered together:
   * the calls' first attempts are proven to be in flight at once, without a timer. Later refusals
   * are answered at once.
   */
  readonly concurrentRefusals: number
  /** How `POST v1/account/refresh` answers: the fresh token, or the error of a refused refresh. */
  readonly refresh: "succeeds" | ErrorKey
  /**
   * A bearer (null: none) refused with an error of its own, e.g. error/invalid-jwt for a forged
   * token; `beforeAnswer` runs just before that answer leaves (another call changing the store).
   */
  readonly refuses?: { readonly bearer: string | null; readonly as: ErrorKey; readonly beforeAnswer?: () => void }
}

const bearerOf = (request: IncomingMessage): string | null => {
  const header = request.headers.authorization
  return header?.startsWith("Bearer ") === true ? header.slice("Bearer ".length) : null
}

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

const sendError = (response: ServerResponse, key: ErrorKey) => {
  const body = errorBody(key)
  sendJson(response, body.statusCode, body)
}

/**
 * A real HTTP server speaking the contract's refresh protocol, for the client's tests: every
 * endpoint but refresh and logout needs the fresh bearer, and answers 204 with it (no bearer:
 * error/missing-jwt; another: error/expired-jwt). It records
 * every request in order. Close it with `close()`.
 */
export async function startRefreshServer(options: RefreshServerOptions) {
  const received: Array<ReceivedRequest> = []
  const heldRefusals: Array<ServerResponse> = []
  let released = false
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://localhost").pathname
      received.push({ path, bearer: bearerOf(request), body: Buffer.concat(chunks).toString("utf8") })
      if (path === "/api/v1/account/refresh") {
        if (options.refresh === "succeeds") sendJson(response, 200, { jwt: options.freshToken })
        else sendError(response, options.refresh)
      } else if (path === "/api/v1/account/logout") {
        response.writeHead(204).end()
      } else if (options.refuses !== undefined && bearerOf(request) === options.refuses.bearer) {
        options.refuses.beforeAnswer?.()
        sendError(response, options.refuses.as)
      } else if (bearerOf(request) === options.freshToken) {
        response.writeHead(204).end()
      } else if (bearerOf(request) === null) {
        sendError(response, "ERROR_MISSING_JWT")
      } else if (released) {
        sendError(response, "ERROR_EXPIRED_JWT")
      } else {
        heldRefusals.push(response)
        if (heldRefusals.length === options.concurrentRefusals) {
          released = true
          heldRefusals.splice(0).forEach((held) => sendError(held, "ERROR_EXPIRED_JWT"))
        }
      }
    })
  })
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    /** The requests to one path, in the order they arrived. */
    to: (path: string) => received.filter((request) => request.path === path),
    close: async () => {
      server.closeAllConnections()
      server.close()
      await once(server, "close")
    }
  }
}
