import { errorBody, type User } from "@pociecha/core"
import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { sendSession, sessionActor } from "../../shared/auth/session"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { renderPage } from "../../shared/testing/renderPage"
import { aSignedInUser, resumeSessionAs, startSignedOut } from "../../shared/testing/signedInUser"
import { typeInto } from "../../shared/testing/typeInto"
import { until } from "../../shared/testing/until"
import { AppToaster } from "../../shared/ui/Toaster"
import SettingsPage from "./SettingsPage"

const withPassword = aSignedInUser({ notify_new_questions: false })

/** An account made through Google: no password of its own here. */
const throughGoogle = aSignedInUser({ id: "5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c", email: "Olga.Google@example.com", source: "google" })

let account: User = withPassword
let patches: unknown[] = []
const served = serveRecordedAnswers({
  "POST /api/v1/account/session": () => ({ status: 200, body: account }),
  "GET /api/v1/overview": () => ({
    status: 200,
    body: { opinions: { new_answers: 0, new_opinions: 0, new_opinions_by_facility: {} }, user_questions: { new_messages: 0, new_messages_by_facility: {} } }
  }),
  [`GET /api/v1/account/account/${withPassword.id}`]: () => ({ status: 200, body: withPassword }),
  [`GET /api/v1/account/account/${throughGoogle.id}`]: () => ({ status: 200, body: throughGoogle }),
  [`PATCH /api/v1/account/account/${withPassword.id}`]: async (request) => {
    const patch = (await request.json()) as { readonly current_password?: string }
    patches.push(patch)
    // The server re-checks the current password (spec 2.11), and says which field is wrong.
    return patch.current_password === "moje-obecne-haslo"
      ? { status: 200, body: withPassword }
      : { status: 401, body: errorBody("ERROR_BAD_PASSWORD", { current_password: ["ERROR_BAD_PASSWORD"] }) }
  },
  [`DELETE /api/v1/account/account/${throughGoogle.id}`]: () => ({ status: 204 }),
  "POST /api/v1/account/logout": () => ({ status: 204 })
})

const mounted = mountTestRoot()
const text = () => mounted.container.ownerDocument.body.textContent ?? ""
const fieldErrors = () => [...document.querySelectorAll(".field__error")].map((error) => error.textContent)
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const field = (label: RegExp) => {
  const found = [...document.querySelectorAll("label")].find((candidate) => label.test(candidate.textContent ?? ""))
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector("input")
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`)
  return input
}

const click = (element: HTMLElement | null) => act(() => element?.click())

async function signIn(user: User) {
  account = user
  await resumeSessionAs(user)
}

const open = () =>
  renderPage(
    mounted,
    "/user/settings",
    <>
      <SettingsPage />
      <AppToaster />
    </>
  )

beforeAll(startSignedOut)

afterEach(async () => {
  served.requests.length = 0
  patches = []
  if (sessionActor.getSnapshot().context.user !== null) {
    sendSession({ type: "LOGOUT" })
    await until(() => expect(sessionActor.getSnapshot().context.user).toBeNull())
  }
})

describe("SettingsPage (spec 2.11, 4.1, 5)", () => {
  it("offers every setting: photo (images only), password, e-mail typed twice, language, both notification switches, deletion", async () => {
    await signIn(withPassword)
    await open()
    await until(() => expect(byTestId("avatar-file")).not.toBeNull())
    expect(byTestId("avatar-file")?.getAttribute("accept")).toBe("image/*")
    for (const heading of ["Zdjęcie profilowe", "Zmiana hasła", "Zmiana adresu e-mail", "Język serwisu", "Powiadomienia e-mail", "Usunięcie konta"]) {
      expect([...document.querySelectorAll("h2")].map((h2) => h2.textContent)).toContain(heading)
    }
    expect(field(/^Nowy adres e-mail/)).toBeDefined()
    expect(field(/^Powtórz nowy adres e-mail/)).toBeDefined()
    const switches = [...document.querySelectorAll<HTMLInputElement>('[role="switch"]')].map((toggle) => toggle.checked)
    expect(switches).toEqual([true, false])
  })

  it("refuses a file that is no picture before any upload, with the catalogue's INVALID_FORMAT", async () => {
    await signIn(withPassword)
    await open()
    await until(() => expect(byTestId("avatar-file")).not.toBeNull())
    const input = byTestId("avatar-file") as HTMLInputElement
    const file = new File(["to nie jest zdjęcie"], "notatki.txt", { type: "text/plain" })
    act(() => {
      Object.defineProperty(input, "files", { value: [file], configurable: true })
      input.dispatchEvent(new Event("change", { bubbles: true }))
    })
    await until(() => expect(text()).toContain("Nieprawidłowy format pliku"))
    expect(byTestId("photo-crop")).toBeNull()
    expect(served.requests.some((request) => request.includes("/avatar"))).toBe(false)
  })

  it("re-checks the current password: a wrong one shows under its field and keeps the session; the right one logs out", async () => {
    await signIn(withPassword)
    await open()
    await until(() => expect(byTestId("password-submit")).not.toBeNull())
    await typeInto(field(/^Obecne hasło/), "to-nie-moje-haslo")
    await typeInto(field(/^Nowe hasło/), "kanapka-Żyrafa-91-tęcza")
    await typeInto(field(/^Powtórz nowe hasło/), "kanapka-Żyrafa-91-tęcza")
    click(byTestId("password-submit"))
    await until(() => expect(fieldErrors()).toEqual(["Nieprawidłowe hasło"]), 20_000)
    expect(sessionActor.getSnapshot().context.user?.id).toBe(withPassword.id)

    await typeInto(field(/^Obecne hasło/), "moje-obecne-haslo")
    click(byTestId("password-submit"))
    await until(() => expect(sessionActor.getSnapshot().context.user).toBeNull(), 5000)
    expect(patches.at(-1)).toEqual({ current_password: "moje-obecne-haslo", password: "kanapka-Żyrafa-91-tęcza" })
    expect(served.requests).toContain("POST /api/v1/account/logout")
    await until(() => expect(text()).toContain("Hasło zostało zmienione. Zaloguj się nowym hasłem."))
    // The strength policy's dictionaries load on the first check.
  }, 30_000)

  it("an account made through Google has no password here: it confirms deletion by typing its e-mail, and is logged out", async () => {
    await signIn(throughGoogle)
    await open()
    await until(() => expect(byTestId("delete-account")).not.toBeNull())
    expect(byTestId("password-submit")).toBeNull()
    expect(text()).toContain("Logujesz się przez konto Google")

    click(byTestId("delete-account"))
    await until(() => expect(byTestId("delete-accept")).not.toBeNull())
    click(byTestId("delete-accept"))
    await typeInto(field(/^Wpisz adres e-mail konta/), "ktos.inny@example.com")
    click(byTestId("delete-confirm"))
    await until(() => expect(document.querySelector('[role="dialog"] .field__error')).not.toBeNull())
    expect(served.requests).not.toContain(`DELETE /api/v1/account/account/${throughGoogle.id}`)

    // The account's own address, in any case and with spaces around it.
    await typeInto(field(/^Wpisz adres e-mail konta/), "  olga.google@EXAMPLE.com ")
    click(byTestId("delete-confirm"))
    await until(() => expect(sessionActor.getSnapshot().context.user).toBeNull())
    expect(served.requests).toContain(`DELETE /api/v1/account/account/${throughGoogle.id}`)
    await until(() => expect(text()).toContain("Twoje konto zostało usunięte."))
  })
})
