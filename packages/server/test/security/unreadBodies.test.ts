import { Agent, request as httpRequest } from "node:http"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { MAX_BODY_BYTES } from "../../src/http/middleware/requestBoundary"
import { startTestServer, type TestServer } from "../support/testServer"

// A response sent before its request's body was read must close the connection and say so:
// a keep-alive client would otherwise send its next request on a connection that is still
// carrying the rest of the old body, or that the server cuts.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600 })
})
afterAll(() => server.close())

interface Answer {
  readonly status: number
  readonly connection: string | undefined
  /** The client's port: the same port twice means the same connection. */
  readonly localPort: number | undefined
}

interface Sent {
  readonly method: string
  readonly path: string
  readonly body?: string
  readonly chunked?: boolean
}

let agent: Agent
beforeEach(() => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 })
})
afterEach(() => agent.destroy())

const send = ({ method, path, body, chunked = false }: Sent): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.baseUrl)
    const headers: Record<string, string | number> = {}
    if (body !== undefined) {
      headers["content-type"] = "application/json"
      if (chunked) headers["transfer-encoding"] = "chunked"
      else headers["content-length"] = Buffer.byteLength(body)
    }
    let answered = false
    const outgoing = httpRequest({ hostname, port, method, path, headers, agent }, (incoming) => {
      const localPort = incoming.socket.localPort
      incoming.resume()
      incoming.on("end", () => {
        answered = true
        resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection, localPort })
      })
    })
    // Once answered, the server may close while the rest of a refused body is still being written.
    outgoing.on("error", (error) => answered ? undefined : reject(error))
    if (body !== undefined && chunked) {
      const bytes = Buffer.from(body)
      for (let at = 0; at < bytes.length; at += 64 * 1024) outgoing.write(bytes.subarray(at, at + 64 * 1024))
    }
    outgoing.end(chunked ? undefined : body)
  })

const oversize = JSON.stringify({ padding: "a".repeat(2 * MAX_BODY_BYTES) })
const databaseRead: Sent = { method: "GET", path: "/api/v1/tag" }

describe("a request whose body the server does not read", () => {
  it.each([
    ["refused before its body is read (a guest, a bad id)", { method: "PUT", path: "/api/v1/favourites/not-an-id" }],
    ["cut off at the size limit", { method: "POST", path: "/api/v1/account/login" }]
  ])("%s: answered with Connection: close, and the next request is answered on a new connection", async (_, target) => {
    const refused = await send({ ...target, body: oversize, chunked: true })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(refused.connection).toBe("close")
    const next = await send(databaseRead)
    expect(next.status).toBe(200)
    expect(next.localPort).not.toBe(refused.localPort)
  })
})

describe("a request whose body the server reads to its end", () => {
  it("keeps its connection for the next request", async () => {
    const login = JSON.stringify({ email: "nobody@example.com", password: "not the password" })
    const read = await send({ method: "POST", path: "/api/v1/account/login", body: login, chunked: true })
    expect(read.status).toBe(401)
    expect(read.connection).toBe("keep-alive")
    const next = await send(databaseRead)
    expect(next.status).toBe(200)
    expect(next.localPort).toBe(read.localPort)
  })
})
