import { act, screen, waitFor } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { appSession } from "../../shared/session/appSession"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { aSignedInUser, startSignedOut } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
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

const open = (path: string) => renderWithProviders(<LoginPage />, { path })

beforeAll(startSignedOut)

afterEach(() => {
  // Each test starts signed out, with the answers of the first.
  act(() => appSession.actor.send({ type: "SESSION_EXPIRED" }))
  providers = ["google", "facebook"]
  resumeAnswer = { status: 200, body: user }
})

describe("LoginPage — sign-in with Google or Facebook (spec 2.10)", () => {
  it("links to the server's start for each provider it reports, with where to return and the language", async () => {
    providers = ["google"]
    open("/logowanie?next=%2Fplacowka%2Fx")
    const google = await screen.findByRole("link", { name: "Zaloguj przez Google" })
    expect(google.getAttribute("href")).toBe("/api/v1/account/oauth/google/start?next=%2Fplacowka%2Fx&language=pl")
    expect(screen.queryByRole("link", { name: "Zaloguj przez Facebook" })).toBeNull()
  })

  it("shows no provider button when the server has none", async () => {
    providers = []
    open("/logowanie")
    await waitFor(() => expect(served.requests).toContain("GET /api/v1/account/oauth/providers"))
    // Neither a provider's link nor the "or with e-mail" divider that would lead to the form.
    expect(screen.queryByRole("link", { name: /^Zaloguj przez/ })).toBeNull()
    expect(screen.queryByText("lub e-mailem i hasłem")).toBeNull()
    expect(screen.getByTestId("login-submit")).toBeDefined()
  })

  it("says why a sign-in failed, in the reader's language", () => {
    open("/logowanie?oauth_error=ERROR_OAUTH_EMAIL_UNVERIFIED")
    expect(screen.getByRole("alert").textContent).toBe(
      "Twój adres e-mail nie jest potwierdzony u dostawcy konta. Potwierdź go tam albo zaloguj się e-mailem i hasłem."
    )
  })

  it("picks up the session the server started, and goes on to the page asked for", async () => {
    const { location } = open("/logowanie?oauth=ok&next=%2Fuser%2Fprofile")
    await waitFor(() => expect(location.history.at(-1)).toBe("/user/profile"))
    expect(served.requests.filter((request) => request === "POST /api/v1/account/session")).toHaveLength(1)
    expect(appSession.actor.getSnapshot().context.user).toMatchObject({ id: user.id, source: "google", jwt: "jwt-from-the-cookie" })
  })

  it("loads a page of the server's, such as a facility site's sign-in, as a whole page, not as a route of the app", async () => {
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined)
    try {
      const next = "/api/v1/web-pages/site-sign-in?site=tecza.localhost:3000&back=/"
      const { location } = open(`/logowanie?oauth=ok&next=${encodeURIComponent(next)}`)
      await waitFor(() => expect(replace).toHaveBeenCalledWith(next))
      expect(location.history.at(-1)).not.toBe(next.split("?")[0])
    } finally {
      replace.mockRestore()
    }
  })

  it("falls back to the form with a plain failure when the session cannot be picked up", async () => {
    resumeAnswer = recordedError("ERROR_MISSING_REFRESH_TOKEN")
    open("/logowanie?oauth=ok")
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(
      "Nie udało się zalogować przez zewnętrzne konto. Spróbuj ponownie albo zaloguj się e-mailem i hasłem."
    ))
    expect(screen.getByTestId("login-submit")).toBeDefined()
    expect(appSession.actor.getSnapshot().context.user).toBeNull()
  })
})
