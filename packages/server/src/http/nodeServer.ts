import { errorBody } from "@pociecha/core"
import { createServer, type Server } from "node:http"
import type { Duplex } from "node:stream"

const rawJsonResponse = (status: number, reason: string, body: unknown) => {
  const text = JSON.stringify(body)
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`
}

/**
 * Node's HTTP server, answering requests it cannot even parse — headers over the size limit
 * (431), malformed request lines (400) — with the catalogue's JSON body instead of Node's bare
 * status line.
 */
export const createNodeServer = (): Server => {
  const server = createServer()
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
