import { PociechaApi } from "@pociecha/core"
import type { HttpApiEndpoint } from "effect/http-api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { request } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 100 })
})
afterAll(() => server.close())

/** Every endpoint of the contract as OpenAPI names it: `get /api/facility/list/{id}`. */
const contractOperations = Object.values(PociechaApi.groups).flatMap((group) =>
  Object.values(group.endpoints as Record<string, HttpApiEndpoint.Top>).map(
    ({ method, path }) => `${method.toLowerCase()} ${path.replace(/:(\w+)/g, "{$1}")}`
  )
)

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { readonly responses: Record<string, unknown> }>>
}

describe("the published contract", () => {
  it("GET /api/openapi.json lists every endpoint of the contract, and nothing else", async () => {
    const response = await request(server.baseUrl, "GET", "/api/openapi.json")
    expect(response.status).toBe(200)
    const document = response.body as OpenApiDocument
    const published = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`)
    )
    expect(contractOperations.length).toBeGreaterThan(20)
    expect(published.sort()).toEqual([...contractOperations].sort())
  })

  it("documents each endpoint's own errors, and the 500 every endpoint may answer", async () => {
    const { paths } = (await request(server.baseUrl, "GET", "/api/openapi.json")).body as OpenApiDocument
    const statuses = (method: string, path: string) => Object.keys(paths[path]?.[method]?.responses ?? {}).sort()
    expect(statuses("post", "/api/v1/account/login")).toEqual(["200", "400", "401", "403", "429", "500", "503"])
    expect(statuses("get", "/api/facility/list/{id}")).toEqual(["200", "400", "404", "500"])
    expect(statuses("get", "/api/v1/tag")).toEqual(["200", "500"])
  })

  it("GET /api/docs is a reference page whose every script is a file of our own origin", async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toMatch(/^text\/html/)
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'")
    const html = await page.text()
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes = "", body = ""] of scripts) {
      expect(body.trim(), "an inline script").toBe("")
      expect(attributes).toMatch(/src="\/api\/docs\//)
    }
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map(([, path]) => path!)
    expect(assets).toContain("/api/docs/swagger-ui.css")
    for (const path of assets) {
      const asset = await fetch(`${server.baseUrl}${path}`)
      expect(asset.status, path).toBe(200)
      expect(asset.headers.get("content-type"), path).toMatch(/^(text\/css|application\/javascript|text\/javascript)/)
      expect((await asset.text()).length, path).toBeGreaterThan(0)
    }
  })
})
