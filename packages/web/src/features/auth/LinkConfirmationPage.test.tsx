import type { ConfirmationLink } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { Route } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { preloadApi } from "../../shared/api"
import { initI18n } from "../../shared/i18n"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { aSignedInUser, resumeSessionAs, sessionOf } from "../../shared/testing/signedInUser"
import { until } from "../../shared/testing/until"
import { sessionActor, startSession } from "../../shared/auth/session"
import LinkConfirmationPage from "./LinkConfirmationPage"
import { TestProviders } from "../../shared/testing/TestProviders"

let answer: () => Answer = () => ({ status: 204 })
const user = aSignedInUser()
const served = serveRecordedAnswers({
  ...sessionOf(user),
  "POST /api/v1/account/confirm/dobry-token": () => answer(),
  "POST /api/v1/account/email/confirm/dobry-token": () => answer()
})

const mounted = mountTestRoot()
const heading = () => mounted.container.querySelector("h1")?.textContent

async function open(link: ConfirmationLink, path: string) {
  const location = memoryLocation({ path })
  const page = (
    <TestProviders location={location}>
        <Route path="/:kind/:token">
          <LinkConfirmationPage link={link} />
        </Route>
      </TestProviders>
  )
  await act(async () => mounted.root.render(page))
  // Mounted again (as React's strict mode does in development): the link is not followed twice.
  await act(async () => mounted.root.render(<></>))
  await act(async () => mounted.root.render(page))
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
    await open("account", "/potwierdz-konto/dobry-token")
    await until(() => expect(heading()).toBe("Konto zostało aktywowane"))
    expect(served.requests).toEqual(["POST /api/v1/account/confirm/dobry-token"])
  })

  it("says so when the link is no longer good, without asking again", async () => {
    answer = () => recordedError("ERROR_RESET_TOKEN_NOT_FOUND")
    await open("account", "/potwierdz-konto/dobry-token")
    await until(() => expect(heading()).toBe("Nie udało się potwierdzić konta"))
    expect(served.requests).toEqual(["POST /api/v1/account/confirm/dobry-token"])
  })

  it("confirms a new e-mail address", async () => {
    answer = () => ({ status: 200, body: { id: "00000000-0000-4000-8000-000000000001", email: "nowy@example.com", status: "active" } })
    await open("email", "/potwierdz-email/dobry-token")
    await until(() => expect(heading()).toBe("Adres e-mail został zmieniony"))
  })

  it("confirmed while signed in: ends this session as changed, not expired, and asks to sign in with the new address", async () => {
    await resumeSessionAs(user)
    const endings: Array<string> = []
    const subscription = sessionActor.on("loggedOut", ({ reason }) => endings.push(reason))
    answer = () => ({ status: 200, body: { id: user.id, email: "nowy@example.com", status: "active" } })
    await open("email", "/potwierdz-email/dobry-token")
    await until(() => expect(heading()).toBe("Adres e-mail został zmieniony"))
    subscription.unsubscribe()
    expect(sessionActor.getSnapshot().context.user).toBeNull()
    expect(endings).toEqual(["emailChanged"])
    expect(mounted.container.textContent).toContain("zaloguj się nowym adresem")
  })
})
