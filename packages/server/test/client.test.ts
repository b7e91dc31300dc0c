import { decodeJwt } from "jose"
import {
  BadRequestError,
  ConnectionError,
  createPociechaRuntime,
  errorBody,
  ForbiddenError,
  NotFoundError,
  ServerError,
  type TokenStore
} from "@pociecha/core"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAccessTokens } from "../src/auth/accessToken"
import { demoAccounts } from "../src/db/seed/demoAccounts"
import { refreshCookieOf, request } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600 })
})
afterAll(() => server.close())

/** A token store that records every token the client stores. */
const recordingTokens = (): TokenStore & { readonly history: Array<string | null> } => {
  let token: string | null = null
  const history: Array<string | null> = []
  return {
    history,
    get: () => token,
    set: (next) => {
      token = next
      history.push(next)
    }
  }
}

const parent = demoAccounts.find((account) => account.email.startsWith("rodzic"))!

const loggedInClient = async () => {
  const tokens = recordingTokens()
  let expired = 0
  const api = createPociechaRuntime({
    baseUrl: server.baseUrl,
    tokens,
    cookieJar: true,
    onSessionExpired: () => expired++
  })
  const user = await api.call((c) => c.account.login({ payload: { email: parent.email, password: parent.password } }))
  tokens.set(user.jwt!)
  tokens.history.length = 0
  return { api, tokens, user, expiredCount: () => expired }
}

describe("the core client against the real server", () => {
  it("sends the bearer token and decodes the user", async () => {
    const { api, user } = await loggedInClient()
    const again = await api.call((c) => c.account.getAccount({ params: { id: user.id } }))
    expect(again.email).toBe(parent.email)
    await api.dispose()
  })

  it("refreshes an expired token through the refresh cookie and retries the call once", async () => {
    const { api, tokens, user } = await loggedInClient()
    const expiredToken = await makeAccessTokens(server.config.jwtSecret).sign(
      { accountId: user.id, sessionId: decodeJwt(user.jwt!).sid as string },
      Math.floor(Date.now() / 1000) - 3600
    )
    tokens.set(expiredToken)
    tokens.history.length = 0
    const account = await api.call((c) => c.account.getAccount({ params: { id: user.id } }))
    expect(account.id).toBe(user.id)
    expect(tokens.history).toEqual([expect.any(String)])
    expect(tokens.history[0]).not.toBe(expiredToken)
    await api.dispose()
  })

  it("retries a refused call only once, then rejects with the typed error", async () => {
    const { api, tokens } = await loggedInClient()
    const someoneElse = "00000000-0000-4000-8000-000000000000"
    const error = await api.call((c) => c.account.getAccount({ params: { id: someoneElse } })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ForbiddenError)
    expect((error as ForbiddenError).data.error.type).toBe("error/insufficient-permissions")
    // One successful refresh for the one retry; the retried call was not retried again.
    expect(tokens.history).toEqual([expect.any(String)])
    await api.dispose()
  })

  it("ends the session when the refresh fails", async () => {
    const tokens = recordingTokens()
    let expired = 0
    const api = createPociechaRuntime({ baseUrl: server.baseUrl, tokens, onSessionExpired: () => expired++ })
    tokens.set("expired-or-forged")
    const error = await api.call((c) => c.overview.get()).catch((e: unknown) => e)
    // An invalid (not expired) token is not refreshed (8.1): the session it claims is over.
    expect((error as { data: { error: { type: string } } }).data.error.type).toBe("error/invalid-jwt")
    expect(tokens.history).toEqual(["expired-or-forged", null])
    expect(expired).toBe(1)
    const missing = await api.call((c) => c.overview.get()).catch((e: unknown) => e)
    // No token and no refresh cookie: the refresh fails and the session is over.
    expect((missing as { data: { error: { type: string } } }).data.error.type).toBe("error/missing-jwt")
    expect(expired).toBe(2)
    await api.dispose()
  })

  it("ends the session on its next call when the server ended it (logged out elsewhere)", async () => {
    const login = await request(server.baseUrl, "POST", "/api/v1/account/login", { body: { email: parent.email, password: parent.password } })
    const tokens = recordingTokens()
    let expired = 0
    const api = createPociechaRuntime({ baseUrl: server.baseUrl, tokens, onSessionExpired: () => expired++ })
    tokens.set(login.body.jwt)
    const path = { params: { id: login.body.id } }
    expect((await api.call((c) => c.account.getAccount(path))).email).toBe(parent.email)

    // Someone logs this session out with its refresh cookie, from another device.
    const cookie = refreshCookieOf(login)!
    expect((await request(server.baseUrl, "POST", "/api/v1/account/logout", { cookie, headers: { origin: server.config.publicUrl } })).status).toBeLessThan(300)

    const error = await api.call((c) => c.account.getAccount(path)).catch((e: unknown) => e)
    expect((error as { data: { error: { type: string } } }).data.error.type).toBe("error/invalid-jwt")
    expect(tokens.get()).toBeNull()
    expect(expired).toBe(1)
    await api.dispose()
  })

  it("refuses to send a payload the contract rejects, answering as the server would", async () => {
    const api = createPociechaRuntime({ baseUrl: server.baseUrl, tokens: recordingTokens() })
    const error = await api
      .call((c) => c.account.signup({ payload: { email: "no-at-sign", password: "short", name: "Al", surname: "Nowak", accepted_regulations: true } }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BadRequestError)
    expect((error as BadRequestError).data.error).toMatchObject({
      msg: "ERROR_BAD_REQUEST",
      schema: { email: ["EMAIL_INVALID"], password: ["PASSWORD_TOO_SHORT"], name: ["NAME_TOO_SHORT"] }
    })
    await api.dispose()
  })

  it("passes a 404 on as NotFoundError and a dead server as ConnectionError", async () => {
    const tokens = recordingTokens()
    const api = createPociechaRuntime({ baseUrl: server.baseUrl, tokens })
    const notFound = await api.call((c) => c.facilities.get({ params: { id: "999999999" } })).catch((e: unknown) => e)
    expect(notFound).toBeInstanceOf(NotFoundError)
    expect((notFound as NotFoundError).data.error.msg).toBe("ERROR_FACILITY_NOT_FOUND")
    const dead = createPociechaRuntime({ baseUrl: "http://127.0.0.1:9", tokens })
    const connection = await dead.call((c) => c.tags.list()).catch((e: unknown) => e)
    expect(connection).toBeInstanceOf(ConnectionError)
    expect((connection as ConnectionError).message).toBe("Connection error")
    await Promise.all([api.dispose(), dead.dispose()])
  })
})

describe("the core client against answers outside the contract", () => {
  /** A server answering each path with a fixed status and JSON body. */
  const answering = async (answers: Record<string, readonly [number, unknown]>) => {
    const stub = createServer((request, response) => {
      const [status, body] = answers[request.url ?? ""] ?? [404, errorBody("ERROR_NOT_FOUND")]
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body))
    })
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve))
    const api = createPociechaRuntime({ baseUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`, tokens: recordingTokens() })
    return {
      api,
      close: async () => {
        await api.dispose()
        await new Promise((resolve) => stub.close(resolve))
      }
    }
  }

  it("takes a 500 as the ServerError every endpoint declares, and an unreadable answer as a ConnectionError", async () => {
    const { api, close } = await answering({
      "/api/regions/voivodeships": [500, errorBody("ERROR_UNCAUGHT")],
      "/api/v1/tag": [200, { not: "tags" }],
      // A status this endpoint does not declare: it has no input to refuse.
      "/api/geo-search/cities": [400, errorBody("ERROR_BAD_REQUEST")]
    })
    const failure = await api.call((c) => c.regions.voivodeships()).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ServerError)
    expect((failure as ServerError).data.error.msg).toBe("ERROR_UNCAUGHT")
    expect(await api.call((c) => c.tags.list()).catch((e: unknown) => e)).toBeInstanceOf(ConnectionError)
    expect(await api.call((c) => c.search.builtinCities()).catch((e: unknown) => e)).toBeInstanceOf(ConnectionError)
    await close()
  })
})
