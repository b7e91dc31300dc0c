import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { sendSession, sessionActor } from "../../shared/auth/session"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { renderPage } from "../../shared/testing/renderPage"
import { aSignedInUser, startSignedOut } from "../../shared/testing/signedInUser"
import { until } from "../../shared/testing/until"
import LoginPage from "./LoginPage"

const user = aSignedInUser({
  id: "9d5f4a52-1b7c-4f0e-9a51-6a3c1f0e2b11",
  email: "zofia@example.pl",
  name: "Zofia",
  surname: "Wójcik",
  source: "google",
  jwt: "jwt-from-the-cookie"
})

let providers: ReadonlyArray<string> = ["google", "facebook"]
let resumeAnswer: Answer = { status: 200, body: user }
const served = serveRecordedAnswers({
  "GET /api/v1/account/oauth/providers": () => ({ status: 200, body: { providers } }),
  "POST /api/v1/account/session": () => resumeAnswer
})

const mounted = mountTestRoot()
const byTestId = (id: string) => mounted.container.querySelector(`[data-testid="${id}"]`)

const open = (path: string) => renderPage(mounted, path, <LoginPage />)

beforeAll(startSignedOut)

afterEach(() => {
  // Each test starts signed out, with the answers of the first.
  act(() => sendSession({ type: "SESSION_EXPIRED" }))
  providers = ["google", "facebook"]
  resumeAnswer = { status: 200, body: user }
})

describe("LoginPage — sign-in with Google or Facebook (spec 2.10)", () => {
  it("links to the server's start for each provider it reports, with where to return and the language", async () => {
    providers = ["google"]
    await open("/logowanie?next=%2Fplacowka%2Fx")
    await until(() => expect(byTestId("oauth-google")).not.toBeNull())
    expect(byTestId("oauth-google")?.textContent).toBe("Zaloguj przez Google")
    expect(byTestId("oauth-google")?.getAttribute("href")).toBe("/api/v1/account/oauth/google/start?next=%2Fplacowka%2Fx&language=pl")
    expect(byTestId("oauth-facebook")).toBeNull()
  })

  it("shows no provider button when the server has none", async () => {
    providers = []
    await open("/logowanie")
    await until(() => expect(served.requests).toContain("GET /api/v1/account/oauth/providers"))
    expect(mounted.container.querySelector(".auth__providers")).toBeNull()
    expect(byTestId("login-submit")).not.toBeNull()
  })

  it("says why a sign-in failed, in the reader's language", async () => {
    await open("/logowanie?oauth_error=ERROR_OAUTH_EMAIL_UNVERIFIED")
    expect(mounted.container.querySelector("[role=alert]")?.textContent).toBe(
      "Twój adres e-mail nie jest potwierdzony u dostawcy konta. Potwierdź go tam albo zaloguj się e-mailem i hasłem."
    )
  })

  it("picks up the session the server started, and goes on to the page asked for", async () => {
    const location = await open("/logowanie?oauth=ok&next=%2Fuser%2Fprofile")
    await until(() => expect(location.history.at(-1)).toBe("/user/profile"))
    expect(served.requests.filter((request) => request === "POST /api/v1/account/session")).toHaveLength(1)
    expect(sessionActor.getSnapshot().context.user).toMatchObject({ id: user.id, source: "google", jwt: "jwt-from-the-cookie" })
  })

  it("falls back to the form with a plain failure when the session cannot be picked up", async () => {
    resumeAnswer = recordedError("ERROR_MISSING_REFRESH_TOKEN")
    await open("/logowanie?oauth=ok")
    await until(() => expect(mounted.container.querySelector("[role=alert]")?.textContent).toBe(
      "Nie udało się zalogować przez zewnętrzne konto. Spróbuj ponownie albo zaloguj się e-mailem i hasłem."
    ))
    expect(byTestId("login-submit")).not.toBeNull()
    expect(sessionActor.getSnapshot().context.user).toBeNull()
  })
})
