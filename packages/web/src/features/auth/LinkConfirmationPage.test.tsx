import type { ConfirmationLink } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { preloadApi } from "../../shared/api"
import { startSession } from "../../shared/auth/session"
import { appSession } from "../../shared/session/appSession"
import { initI18n } from "../../shared/i18n"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { aSignedInUser, resumeSessionAs, sessionOf } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import LinkConfirmationPage from "./LinkConfirmationPage"

let answer: () => Answer = () => ({ status: 204 })
const user = aSignedInUser()
const served = serveRecordedAnswers({
  ...sessionOf(user),
  "POST /api/v1/account/confirm/dobry-token": () => answer(),
  "POST /api/v1/account/email/confirm/dobry-token": () => answer()
})

const heading = () => screen.getByRole("heading", { level: 1 }).textContent

function open(link: ConfirmationLink, path: string) {
  const page = <LinkConfirmationPage link={link} />
  const { rerender } = renderWithProviders(page, { path, route: "/:kind/:token" })
  // Mounted again (as React's strict mode does in development): the link is not followed twice.
  rerender(<></>)
  rerender(page)
}

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
  startSession()
})

beforeEach(() => {
  served.requests.length = 0
  answer = () => ({ status: 204 })
})

describe("LinkConfirmationPage (spec 2.10)", () => {
  it("confirms an account once, however often the page mounts", async () => {
    open("account", "/potwierdz-konto/dobry-token")
    await waitFor(() => expect(heading()).toBe("Konto zostało aktywowane"))
    expect(served.requests).toEqual(["POST /api/v1/account/confirm/dobry-token"])
  })

  it("says so when the link is no longer good, without asking again", async () => {
    answer = () => recordedError("ERROR_RESET_TOKEN_NOT_FOUND")
    open("account", "/potwierdz-konto/dobry-token")
    await waitFor(() => expect(heading()).toBe("Nie udało się potwierdzić konta"))
    expect(served.requests).toEqual(["POST /api/v1/account/confirm/dobry-token"])
  })

  it("confirms a new e-mail address", async () => {
    answer = () => ({ status: 200, body: { id: "00000000-0000-4000-8000-000000000001", email: "nowy@example.com", status: "active" } })
    open("email", "/potwierdz-email/dobry-token")
    await waitFor(() => expect(heading()).toBe("Adres e-mail został zmieniony"))
  })

  it("confirmed while signed in: ends this session as changed, not expired, and asks to sign in with the new address", async () => {
    await resumeSessionAs(user)
    const endings: Array<string> = []
    const subscription = appSession.actor.on("loggedOut", ({ reason }) => endings.push(reason))
    answer = () => ({ status: 200, body: { id: user.id, email: "nowy@example.com", status: "active" } })
    open("email", "/potwierdz-email/dobry-token")
    await waitFor(() => expect(heading()).toBe("Adres e-mail został zmieniony"))
    subscription.unsubscribe()
    expect(appSession.actor.getSnapshot().context.user).toBeNull()
    expect(endings).toEqual(["emailChanged"])
    expect(screen.getByText(/zaloguj się nowym adresem/)).toBeDefined()
  })
})
