import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { AppConfig } from "../../config"
import { ServerConfig } from "../../services"
import { RequestBoundaryLive } from "./requestBoundary"

const routes = Layer.mergeAll(
  HttpRouter.add("GET", "/api/boom", Effect.die(new Error("a bug"))),
  HttpRouter.add("GET", "/api/empty-403", HttpServerResponse.empty({ status: 403 })),
  HttpRouter.add("GET", "/api/ok", HttpServerResponse.text("ok")),
  RequestBoundaryLive
).pipe(Layer.provide(Layer.succeed(ServerConfig, { logRequests: true } as AppConfig)))

const logLines = () => {
  const lines: Array<Record<string, unknown>> = []
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) {
      try {
        lines.push(JSON.parse(line))
      } catch {
        // not a JSON line: not ours
      }
    }
    return true
  })
  vi.spyOn(console, "error").mockImplementation(() => undefined)
  return lines
}

const withHandler = async (test: (handler: (request: Request) => Promise<Response>) => Promise<void>) => {
  const { handler, dispose } = HttpRouter.toWebHandler(routes, { disableLogger: true })
  try {
    await test(handler)
  } finally {
    await dispose()
  }
}

afterEach(() => vi.restoreAllMocks())

describe("the request boundary", () => {
  it("answers a defect with a catalogue 500 whose reference is the request id in the log line", async () => {
    const lines = logLines()
    await withHandler(async (handler) => {
      const response = await handler(new Request("http://x/api/boom"))
      expect(response.status).toBe(500)
      const body = (await response.json()) as { data: { error: { ref: string } } }
      expect(body).toMatchObject({ statusCode: 500, data: { error: { type: "error/uncaught", msg: "ERROR_UNCAUGHT" } } })
      const ref = body.data.error.ref
      expect(ref).toMatch(/^[0-9a-f-]{36}$/)
      expect(response.headers.get("x-request-id")).toBe(ref)
      expect(lines).toContainEqual(expect.objectContaining({ msg: "request", request_id: ref, status: 500, path: "/api/boom", method: "GET" }))
    })
  })

  it("gives an empty error response the catalogue body of its status, and logs every request once", async () => {
    const lines = logLines()
    await withHandler(async (handler) => {
      const forbidden = await handler(new Request("http://x/api/empty-403"))
      expect(forbidden.status).toBe(403)
      expect(await forbidden.json()).toMatchObject({ statusCode: 403, data: { error: { type: "error/forbidden", msg: "ERROR_FORBIDDEN" } } })
      const ok = await handler(new Request("http://x/api/ok?email=anna@example.pl"))
      expect(await ok.text()).toBe("ok")
      const requests = lines.filter((line) => line.msg === "request")
      expect(requests.map((line) => [line.path, line.status])).toEqual([["/api/empty-403", 403], ["/api/ok", 200]])
      expect(typeof requests[1]!.duration_ms).toBe("number")
      // The query string (which may carry personal data) is not logged.
      expect(JSON.stringify(lines)).not.toContain("anna@example.pl")
    })
  })
})
