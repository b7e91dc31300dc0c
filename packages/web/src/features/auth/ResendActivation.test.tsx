import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { recordedError, serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { renderPage } from "../../shared/testing/renderPage"
import { startSignedOut } from "../../shared/testing/signedInUser"
import { typeInto } from "../../shared/testing/typeInto"
import { until } from "../../shared/testing/until"
import LoginPage from "./LoginPage"

const served = serveRecordedAnswers({
  "GET /api/v1/account/oauth/providers": () => ({ status: 200, body: { providers: [] } }),
  "POST /api/v1/account/login": () => recordedError("ERROR_ACCOUNT_NOT_ACTIVATED"),
  "POST /api/v1/account/confirm/resend/jan%40example.pl": () => ({ status: 204 })
})

const mounted = mountTestRoot()
const byTestId = (id: string) => mounted.container.querySelector<HTMLElement>(`[data-testid="${id}"]`)

beforeAll(startSignedOut)

describe("the activation link again (spec 2.10)", () => {
  it("is offered by the login of a not-activated account, sent to the address typed, and said to be on its way", async () => {
    await renderPage(mounted, "/logowanie", <LoginPage />)
    await until(() => expect(byTestId("login-submit")).not.toBeNull())
    await typeInto(mounted.container.querySelector<HTMLInputElement>('input[type="email"]')!, "jan@example.pl")
    await typeInto(mounted.container.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!, "Kasztanowy-Sad-48")
    expect(byTestId("resend-activation")).toBeNull()
    await act(async () => byTestId("login-submit")!.click())
    await until(() => expect(mounted.container.textContent).toContain("Konto nie zostało jeszcze aktywowane"))
    await act(async () => byTestId("resend-activation")!.click())
    await until(() => expect(mounted.container.textContent).toContain("nowy link jest już w drodze"))
    expect(served.requests.filter((request) => request.includes("resend"))).toEqual(["POST /api/v1/account/confirm/resend/jan%40example.pl"])
  })
})
