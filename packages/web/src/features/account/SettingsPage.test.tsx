import { errorBody, type User } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { appSession } from "../../shared/session/appSession"
import { invalidFieldMessages } from "../../shared/testing/fieldMessages"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, nothingNew, resumeSessionAs, startSignedOut } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import { AppToaster } from "../../shared/ui/Toaster"
import SettingsPage from "./SettingsPage"

const withPassword = aSignedInUser({ notify_new_questions: false })

/** An account made through Google: no password of its own here. */
const throughGoogle = aSignedInUser({ id: "5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c", email: "Olga.Google@example.com", source: "google" })

let account: User = withPassword
let patches: unknown[] = []
const served = serveRecordedAnswers({
  "POST /api/v1/account/session": () => ({ status: 200, body: account }),
  ...nothingNew,
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

// The page and its toasts, which are drawn on the body.
const text = () => document.body.textContent ?? ""
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label)
// Several sections ask for the current password: the password change is the one under its heading.
const passwordChange = () => within(screen.getByRole("region", { name: "Zmiana hasła" }))

async function signIn(user: User) {
  account = user
  await resumeSessionAs(user)
}

function open() {
  const rendered = renderWithProviders(
    <>
      <SettingsPage />
      <AppToaster />
    </>,
    { path: "/user/settings" }
  )
  /** Types `value` over what the field holds, as someone selecting it all and typing would. */
  const retype = async (input: HTMLInputElement, value: string) => {
    await rendered.user.clear(input)
    await rendered.user.type(input, value)
  }
  return { ...rendered, retype }
}

beforeAll(startSignedOut)

afterEach(async () => {
  served.requests.length = 0
  patches = []
  if (appSession.actor.getSnapshot().context.user !== null) {
    appSession.actor.send({ type: "LOGOUT" })
    await waitFor(() => expect(appSession.actor.getSnapshot().context.user).toBeNull())
  }
})

describe("SettingsPage (spec 2.11, 4.1, 5)", () => {
  it("offers every setting: photo (images only), password, e-mail typed twice, language, both notification switches, deletion", async () => {
    await signIn(withPassword)
    open()
    expect((await screen.findByTestId("avatar-file")).getAttribute("accept")).toBe("image/*")
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h2) => h2.textContent)
    for (const heading of ["Zdjęcie profilowe", "Zmiana hasła", "Zmiana adresu e-mail", "Język serwisu", "Powiadomienia e-mail", "Usunięcie konta"]) {
      expect(headings).toContain(heading)
    }
    expect(field(/^Nowy adres e-mail/)).toBeDefined()
    expect(field(/^Powtórz nowy adres e-mail/)).toBeDefined()
    expect(screen.getAllByRole<HTMLInputElement>("switch").map((toggle) => toggle.checked)).toEqual([true, false])
  })

  it("refuses a file that is no picture before any upload, with the catalogue's INVALID_FORMAT", async () => {
    await signIn(withPassword)
    open()
    const input = await screen.findByTestId<HTMLInputElement>("avatar-file")
    // `accept` only steers the browser's picker, which can still hand over any file: the page checks it.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(["to nie jest zdjęcie"], "notatki.txt", { type: "text/plain" }))
    await waitFor(() => expect(text()).toContain("Nieprawidłowy format pliku"))
    expect(screen.queryByTestId("photo-crop")).toBeNull()
    expect(served.requests.some((request) => request.includes("/avatar"))).toBe(false)
  })

  it("re-checks the current password: a wrong one shows under its field and keeps the session; the right one logs out", async () => {
    await signIn(withPassword)
    const { user, retype } = open()
    const submit = await screen.findByTestId("password-submit")
    await retype(passwordChange().getByLabelText(/^Obecne hasło/), "to-nie-moje-haslo")
    await retype(passwordChange().getByLabelText(/^Nowe hasło/), "kanapka-Żyrafa-91-tęcza")
    await retype(passwordChange().getByLabelText(/^Powtórz nowe hasło/), "kanapka-Żyrafa-91-tęcza")
    await user.click(submit)
    // The strength policy's dictionaries load on the first check.
    await waitFor(() => expect(invalidFieldMessages()).toEqual(["Nieprawidłowe hasło"]), { timeout: 20_000 })
    expect(appSession.actor.getSnapshot().context.user?.id).toBe(withPassword.id)

    await retype(passwordChange().getByLabelText(/^Obecne hasło/), "moje-obecne-haslo")
    await user.click(submit)
    await waitFor(() => expect(appSession.actor.getSnapshot().context.user).toBeNull(), { timeout: 5000 })
    expect(patches.at(-1)).toEqual({ current_password: "moje-obecne-haslo", password: "kanapka-Żyrafa-91-tęcza" })
    expect(served.requests).toContain("POST /api/v1/account/logout")
    await waitFor(() => expect(text()).toContain("Hasło zostało zmienione. Zaloguj się nowym hasłem."))
  }, 30_000)

  it("an account made through Google has no password here: it confirms deletion by typing its e-mail, and is logged out", async () => {
    await signIn(throughGoogle)
    const { user, retype } = open()
    await user.click(await screen.findByTestId("delete-account"))
    expect(screen.queryByTestId("password-submit")).toBeNull()
    expect(text()).toContain("Logujesz się przez konto Google")

    await user.click(await screen.findByTestId("delete-accept"))
    const dialog = screen.getByRole("dialog")
    await retype(field(/^Wpisz adres e-mail konta/), "ktos.inny@example.com")
    await user.click(screen.getByTestId("delete-confirm"))
    await waitFor(() => expect(invalidFieldMessages(dialog)).toHaveLength(1))
    expect(served.requests).not.toContain(`DELETE /api/v1/account/account/${throughGoogle.id}`)

    // The account's own address, in any case and with spaces around it.
    await retype(field(/^Wpisz adres e-mail konta/), "  olga.google@EXAMPLE.com ")
    await user.click(screen.getByTestId("delete-confirm"))
    await waitFor(() => expect(appSession.actor.getSnapshot().context.user).toBeNull())
    expect(served.requests).toContain(`DELETE /api/v1/account/account/${throughGoogle.id}`)
    await waitFor(() => expect(text()).toContain("Twoje konto zostało usunięte."))
    // Typed key by key, the addresses take a while on the shared cores.
  }, 20_000)
})
