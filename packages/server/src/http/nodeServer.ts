import { errorBody } from "@pociecha/core"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { Duplex } from "node:stream"

const rawJsonResponse = (status: number, reason: string, body: unknown) => {
  const text = JSON.stringify(body)
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`
}

/** A request whose body has not arrived in full: the rest of it is still on the connection. */
const bodyUnread = (request: IncomingMessage) =>
  !request.complete &&
  (request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0)

/**
 * A response sent before its request's body was read to the end — refused early, e.g. a 400
 * for a bad path, a 401, a 413 — says `Connection: close`, and Node closes the connection after
 * it: the unread bytes would otherwise be taken for the next request, or the connection cut
 * under a client that was told it could send one. Decided when the headers go out, the last
 * moment the header can still be sent.
 */
const closeWhenBodyUnread = (request: IncomingMessage, response: ServerResponse) => {
  const writeHead = response.writeHead.bind(response) as (...args: Array<unknown>) => ServerResponse
  response.writeHead = ((...args: Array<unknown>) => {
    if (bodyUnread(request)) response.setHeader("connection", "close")
    return writeHead(...args)
  }) as ServerResponse["writeHead"]
}

/**
 * Node's HTTP server, answering requests it cannot even parse — headers over the size limit
 * (431), malformed request lines (400) — with the catalogue's JSON body instead of Node's bare
 * status line, and closing a connection whose request body it answered without reading.
 */
export const createNodeServer = (): Server => {
  const server = createServer()
  // Registered before the app's own listener, so it wraps every response first.
  server.on("request", closeWhenBodyUnread)
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy()
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW"
    socket.end(
      tooLarge
        ? rawJsonResponse(431, "Request Header Fields Too Large", errorBody("ERROR_HEADERS_TOO_LARGE"))
        : rawJsonResponse(400, "Bad Request", errorBody("ERROR_BAD_REQUEST"))
    )
  })
  return server
}
