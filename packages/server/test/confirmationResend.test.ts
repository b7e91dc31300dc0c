import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountsOf, newEmail, STRONG_PASSWORD } from "./support/accounts"
import { errorOf } from "./support/http"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

// Sending the activation link again (spec 2.10): from the login of a not-activated account and
// from the sign-up's success screen.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 20, config: manySignups })
})
afterAll(() => server.close())

const { call, mailTo, linkFromMailbox, signUpAndConfirm } = accountsOf(() => server.baseUrl)
const resend = (email: string) => call("POST", `/api/v1/account/confirm/resend/${encodeURIComponent(email)}`)

const signUp = async () => {
  const email = newEmail()
  const body = { email, password: STRONG_PASSWORD, name: "Joanna", surname: "Zielińska", accepted_regulations: true }
  expect((await call("POST", "/api/v1/account/account", { body })).status).toBe(201)
  return email
}

describe("POST v1/account/confirm/resend/:email", () => {
  it("mails a not-activated account a new activation link, which activates it", async () => {
    const email = await signUp()
    const first = await linkFromMailbox(email, "potwierdz-konto")
    const answer = await resend(email.toUpperCase())
    expect(answer.status).toBe(204)
    const mails = await mailTo(email)
    expect(mails).toHaveLength(2)
    const again = await linkFromMailbox(email, "potwierdz-konto")
    expect(again).not.toBe(first)
    expect((await call("POST", `/api/v1/account/confirm/${again}`)).status).toBe(204)
    expect((await call("POST", "/api/v1/account/login", { body: { email, password: STRONG_PASSWORD } })).status).toBe(200)
  })

  it("answers the same for an active account and an unknown address, and mails neither", async () => {
    const { email: active } = await signUpAndConfirm()
    const before = (await mailTo(active)).length
    const unknown = newEmail()
    const answers = [await resend(active), await resend(unknown)]
    expect(answers.map((answer) => answer.status)).toEqual([204, 204])
    expect(answers[0]!.body).toEqual(answers[1]!.body)
    expect((await mailTo(active)).length).toBe(before)
    expect(await mailTo(unknown)).toHaveLength(0)
  })

  it("sends at most five links an hour to one address (mailsPerAddress), whoever asks", async () => {
    const email = await signUp()
    const answers: Array<number> = []
    for (let attempt = 0; attempt < 6; attempt++) answers.push((await resend(email)).status)
    // The sign-up's own link was the first of the five.
    expect(answers).toEqual([204, 204, 204, 204, 429, 429])
    expect(errorOf(await resend(email)).data.error.msg).toBe("ERROR_TOO_MANY_REQUESTS")
    expect(await mailTo(email)).toHaveLength(5)
  })

  it("refuses what is not an e-mail address with the catalogue's 400", async () => {
    const answer = await resend("nie-adres")
    expect(answer.status).toBe(400)
    expect(errorOf(answer).data.error.msg).toBe("ERROR_BAD_REQUEST")
  })
})
