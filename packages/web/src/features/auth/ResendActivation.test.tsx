import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { recordedError, serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { startSignedOut } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import LoginPage from "./LoginPage"

const served = serveRecordedAnswers({
  "GET /api/v1/account/oauth/providers": () => ({ status: 200, body: { providers: [] } }),
  "POST /api/v1/account/login": () => recordedError("ERROR_ACCOUNT_NOT_ACTIVATED"),
  "POST /api/v1/account/confirm/resend/jan%40example.pl": () => ({ status: 204 })
})

beforeAll(startSignedOut)

describe("the activation link again (spec 2.10)", () => {
  it("is offered by the login of a not-activated account, sent to the address typed, and said to be on its way", async () => {
    const { container, user } = renderWithProviders(<LoginPage />, { path: "/logowanie" })
    const submit = await screen.findByTestId("login-submit")
    await user.type(container.querySelector<HTMLInputElement>('input[type="email"]')!, "jan@example.pl")
    await user.type(container.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!, "Kasztanowy-Sad-48")
    expect(screen.queryByTestId("resend-activation")).toBeNull()
    await user.click(submit)
    await waitFor(() => expect(container.textContent).toContain("Konto nie zostało jeszcze aktywowane"))
    await user.click(screen.getByTestId("resend-activation"))
    await waitFor(() => expect(container.textContent).toContain("nowy link jest już w drodze"))
    expect(served.requests.filter((request) => request.includes("resend"))).toEqual(["POST /api/v1/account/confirm/resend/jan%40example.pl"])
  })
})
