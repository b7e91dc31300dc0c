// Claims and new facilities (issue 9; management 2.7, 2.9, 4 lifecycle): a new account claims an
// unverified facility — starting as a guest, logging in half-way, the draft kept — with a PDF
// after a failed upload; support reads the document and accepts: the account runs the facility.
// A second account adds a facility through /stworz-placowke and support declines it.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { createConfirmedAccount, DEMO_PASSWORD, demoAccounts, loginThroughUi, readMailbox } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { unclaimedFacility } from "../support/ownerApi.mjs"
import { callApi, signIn } from "../support/parentsApi.mjs"

/** A minimal one-page PDF, as a register extract would be (the server checks files by content). */
function minimalPdf() {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"]
  let text = "%PDF-1.4\n"
  const offsets = []
  objects.forEach((body, index) => {
    offsets.push(text.length)
    text += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text)
}

const pdf = (name) => ({ name, mimeType: "application/pdf", buffer: minimalPdf() })

const owned = async (token) => (await callApi("GET", "/v1/facility/owned", { token })).body

/** Logs in on the login page the app has just opened, and waits until it has left it. */
async function loginHere(page, email, password) {
  await page.getByLabel(/^Adres e-mail/).fill(email)
  await page.getByLabel(/^Hasło/).fill(password)
  await page.getByTestId("login-submit").click()
  await page.waitForURL((current) => current.pathname !== "/logowanie")
}

/** The support desk's item of the record about `name`, once the list shows it. */
async function openDeskItem(page, name) {
  await loginThroughUi(page, demoAccounts.support, DEMO_PASSWORD, "/support/shadow")
  await waitForPath(page, "/support/shadow")
  const item = page.getByTestId("shadow-item").filter({ hasText: name })
  await expect(item).toBeVisible()
  return item
}

test("a new account claims an unverified facility: a guest verifies the data and the pin, logs in, adds a PDF after a failed upload; support accepts and the account runs it", async ({ newPage }) => {
  const facility = await unclaimedFacility()
  const director = await createConfirmedAccount({ name: "Dorota", surname: "Dyrektorska" })
  const page = await newPage()
  await page.goto(url(`/placowka/${facility.slug}`))
  await page.getByRole("button", { name: "Jestem właścicielem tej placówki" }).click()
  await waitForPath(page, `/placowka/${facility.slug}/jestem-wlascicielem`)
  await expect(page.getByRole("heading", { name: `Przejmij profil: ${facility.name}` })).toBeVisible()
  assert.equal(await page.getByTestId("claim-progress").innerText(), "Krok 1 z 4")
  await expect(page.getByRole("heading", { name: "Jak to działa" })).toBeVisible()
  await page.getByTestId("claim-next").click()

  // The data: the profile's, to check, and the phone the directory knows (not on a public profile).
  await expect(page.getByRole("heading", { name: "Sprawdź dane placówki" })).toBeVisible()
  assert.equal(await page.getByLabel(/^Nazwa placówki/).inputValue(), facility.name)
  const { body: known } = await callApi("GET", `/facility/list/${facility.id}/phone`)
  assert.ok(known.phone, "the seeded facility has a phone")
  await expect(page.getByLabel(/^Telefon placówki/), "the facility's phone was not filled in").toHaveValue(known.phone)
  assert.equal(await page.getByLabel(/^Miejscowość/).inputValue(), `${facility.city}, ${facility.voivodeship}`)
  if (facility.post_code === null) await page.getByLabel(/^Kod pocztowy/).fill("31-147")
  if (facility.street === null) await page.getByLabel(/^Ulica/).fill("ul. Długa")
  if (facility.building_number === null) await page.getByLabel(/^Numer budynku/).fill("12A")
  await page.getByLabel(/^Telefon placówki/).fill("12 34")
  await page.getByTestId("claim-next").click()
  await expect(page.getByText("Numer telefonu musi mieć co najmniej 7 cyfr")).toBeVisible()
  await page.getByLabel(/^Telefon placówki/).fill("12 345 67 89")
  await page.getByTestId("claim-next").click()

  // The pin stands where the facility does; dragged, it moves.
  await expect(page.getByRole("heading", { name: "Sprawdź lokalizację na mapie" })).toBeVisible()
  const coordinates = page.getByTestId("claim-coordinates")
  assert.equal(await coordinates.innerText(), `Współrzędne: ${facility.location.lat.toFixed(5)}, ${facility.location.lng.toFixed(5)}`)
  const pin = await page.getByTestId("claim-pin").boundingBox()
  await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2)
  await page.mouse.down()
  await page.mouse.move(pin.x + pin.width / 2 + 60, pin.y + pin.height / 2 + 40, { steps: 8 })
  await page.mouse.up()
  await expect(coordinates, "the pin did not move").not.toHaveText(`Współrzędne: ${facility.location.lat.toFixed(5)}, ${facility.location.lng.toFixed(5)}`)
  const moved = await coordinates.innerText()

  // A guest logs in before the documents and comes back to them, the draft kept.
  await page.getByTestId("claim-next").click()
  await waitForPath(page, "/logowanie")
  await loginHere(page, director.email, director.password)
  await waitForPath(page, `/placowka/${facility.slug}/jestem-wlascicielem`)
  await expect(page.getByRole("heading", { name: "Dodaj dokumenty potwierdzające" })).toBeVisible()
  assert.equal(await page.getByTestId("claim-progress").innerText(), "Krok 4 z 4")
  await page.getByRole("button", { name: "Wstecz" }).click()
  assert.equal(await coordinates.innerText(), moved)
  await page.getByRole("button", { name: "Wstecz" }).click()
  assert.equal(await page.getByLabel(/^Telefon placówki/).inputValue(), "12 345 67 89")
  await page.getByTestId("claim-next").click()
  await page.getByTestId("claim-next").click()

  // At least one document, of the right kind.
  await page.getByTestId("claim-send").click()
  await expect(page.getByText("Dodaj co najmniej jeden dokument")).toBeVisible()
  await page.getByTestId("claim-documents-input").setInputFiles({ name: "notatka.txt", mimeType: "text/plain", buffer: Buffer.from("to nie jest wpis do rejestru") })
  await expect(page.getByText("Nieprawidłowy format pliku")).toBeVisible()
  await page.getByTestId("claim-documents-input").setInputFiles(pdf("wpis-do-rejestru.pdf"))
  assert.deepEqual(await page.getByTestId("claim-document").locator(".claim__file-name").allInnerTexts(), ["wpis-do-rejestru.pdf"])

  // The first upload never arrives: the documents stay, and sending again goes through.
  await page.route("**/api/v1/shadow", (route) => route.abort("connectionreset"), { times: 1 })
  await page.getByTestId("claim-send").click()
  await expect(page.getByText("Brak odpowiedzi serwera. Sprawdź połączenie z internetem.")).toBeVisible()
  assert.equal(await page.getByTestId("claim-send").innerText(), "Wyślij ponownie")
  await page.getByTestId("claim-send").click()
  const outcome = page.getByTestId("claim-outcome")
  await expect(outcome.getByRole("heading", { name: "Dziękujemy! Zgłoszenie czeka na weryfikację" })).toBeVisible()
  assert.match(await outcome.innerText(), /w ciągu 48 godzin/)
  assert.match(await outcome.innerText(), new RegExp(director.email.replace(/[.+]/g, "\\$&")))

  // My facilities lists it as awaiting approval, and does not open it.
  await outcome.getByRole("link", { name: "Moje placówki" }).click()
  const entry = page.getByTestId(`my-facility-${facility.id}`)
  await expect(entry).toBeVisible()
  assert.match(await entry.innerText(), /Czeka na zatwierdzenie/)
  await expect(page.getByTestId("owner-area").getByText("Placówka czeka na zatwierdzenie przez nasz zespół.", { exact: false })).toBeVisible()
  assert.equal(await page.getByTestId("owner-area").getByRole("heading", { level: 1 }).count(), 0)
  assert.deepEqual(page.errors, [])

  // Pending: in the account's lists as awaiting approval, the profile unchanged.
  const token = await signIn(director.email, director.password)
  const mine = await owned(token)
  assert.deepEqual(mine.facilities, [])
  assert.deepEqual(mine.shadow_facilities.map(({ facility_id, shadow_status }) => ({ facility_id, shadow_status })), [{ facility_id: facility.id, shadow_status: "pending" }])
  assert.equal((await callApi("GET", `/facility/list/${facility.id}`)).body.status, "unknown")

  const desk = await newPage()
  const item = await openDeskItem(desk, facility.name)
  assert.equal(await desk.title(), "Zgłoszenia placówek | Pociecha")
  assert.match(await item.getByTestId("shadow-sender").innerText(), /Dorota Dyrektorska/)
  assert.match(await item.innerText(), /12 345 67 89/)
  const [download] = await Promise.all([desk.waitForEvent("download"), item.getByTestId("shadow-document").click()])
  assert.equal(download.suggestedFilename(), "wpis-do-rejestru.pdf")
  await item.getByTestId("shadow-accept").click()
  await expect(desk.getByText("Zgłoszenie zatwierdzone — konto prowadzi teraz placówkę")).toBeVisible()
  await expect(item).not.toBeAttached()
  assert.deepEqual(desk.errors, [])

  const decided = await owned(token)
  assert.deepEqual(decided.facilities.map((item) => item.id), [facility.id])
  assert.deepEqual(decided.shadow_facilities, [])
  assert.equal((await callApi("GET", `/facility/list/${facility.id}`)).body.status, "registered")
  await expect.poll(async () => (await readMailbox(director.email)).length, { message: "the claim's e-mails did not arrive" }).toBeGreaterThanOrEqual(3)

  // Accepted: the owner area opens, the facility verified.
  const area = await newPage()
  await loginThroughUi(area, director.email, director.password, `/user_facility/${facility.slug}`)
  await expect(area.getByTestId("owner-area").getByRole("heading", { level: 1 })).toBeVisible()
  assert.match(await area.getByTestId(`my-facility-${facility.id}`).innerText(), /Zweryfikowana/)
  assert.deepEqual(area.errors, [])
})

test("a second account adds a new facility through /stworz-placowke — a listed one found is not it; the town chosen, the pin set by hand where the address is not found; support declines it", async ({ newPage }) => {
  const founder = await createConfirmedAccount({ name: "Felicja", surname: "Założycielska" })
  const name = `Żłobek Pod Kasztanem ${Math.random().toString(36).slice(2, 7)}`
  const listed = await unclaimedFacility()
  const page = await newPage()
  await loginThroughUi(page, founder.email, founder.password, "/stworz-placowke")
  await waitForPath(page, "/stworz-placowke")
  await expect(page.getByRole("heading", { name: "Dodaj swoją placówkę" })).toBeVisible()

  // Already in the directory? Found, its data fills the wizard; not it after all, back to adding one.
  await page.getByRole("button", { name: "Znajdź ją i przejmij profil" }).click()
  await expect(page.getByRole("heading", { name: "Znajdź swoją placówkę" })).toBeVisible()
  assert.equal(await page.getByTestId("claim-progress").innerText(), "Krok 1 z 4")
  await page.getByLabel(/^Nazwa placówki/).fill(listed.name)
  await page.getByTestId("claim-found").filter({ has: page.getByText(listed.name, { exact: true }) }).first().getByRole("button", { name: "Wybierz" }).click()
  await expect(page.getByRole("heading", { name: "Sprawdź dane placówki" })).toBeVisible()
  assert.equal(await page.getByLabel(/^Nazwa placówki/).inputValue(), listed.name)
  await page.getByRole("button", { name: "Wstecz" }).click()
  await page.getByRole("button", { name: "Dodaj nową placówkę" }).click()
  await expect(page.getByRole("heading", { name: "Dodaj swoją placówkę" })).toBeVisible()
  assert.equal(await page.getByTestId("claim-progress").innerText(), "Krok 1 z 3")
  assert.equal(await page.getByLabel(/^Nazwa placówki/).inputValue(), "")

  // Nothing filled: every required field says so.
  await page.getByTestId("claim-next").click()
  await expect(page.getByText("Pole jest wymagane").first()).toBeVisible()
  await page.getByLabel(/^Nazwa placówki/).fill(name)
  await page.getByRole("group", { name: /Rodzaj placówki/ }).getByRole("checkbox").first().check()
  await page.getByLabel(/^Miejscowość/).fill("Krak")
  await page.getByRole("button", { name: "Kraków, małopolskie" }).click()
  await page.getByLabel(/^Kod pocztowy/).fill("31147")
  await page.getByLabel(/^Ulica/).fill("ul. Kasztanowa")
  await page.getByLabel(/^Numer budynku/).fill("7")
  await page.getByLabel(/^Telefon placówki/).fill("600 100 200")
  await page.getByTestId("claim-next").click()
  await expect(page.getByText("Podaj kod pocztowy w formacie 00-000")).toBeVisible()
  await page.getByLabel(/^Kod pocztowy/).fill("31-147")
  await page.getByTestId("claim-next").click()

  // No geocoder in this run: the pin waits at the town's centre, to be set by hand.
  await expect(page.getByRole("heading", { name: "Sprawdź lokalizację na mapie" })).toBeVisible()
  await expect(page.getByText(/Nie znaleźliśmy tego adresu na mapie/)).toBeVisible()
  await page.getByTestId("claim-map").click({ position: { x: 120, y: 100 } })
  await expect(page.getByText(/Nie znaleźliśmy tego adresu na mapie/)).not.toBeAttached()
  await page.getByTestId("claim-next").click()

  await page.getByTestId("claim-documents-input").setInputFiles(pdf("rejestr-zlobkow.pdf"))
  await page.getByTestId("claim-send").click()
  await expect(page.getByTestId("claim-outcome").getByRole("heading", { name: "Dziękujemy! Zgłoszenie czeka na weryfikację" })).toBeVisible()
  assert.match(await page.getByTestId("claim-outcome").innerText(), /pojawi się w katalogu/)
  assert.deepEqual(page.errors, [])

  const token = await signIn(founder.email, founder.password)
  const [record] = (await owned(token)).shadow_facilities
  assert.deepEqual({ name: record.name, kind: record.kind, status: record.status, shadow_status: record.shadow_status }, { name, kind: "creation", status: "unknown", shadow_status: "pending" })

  const desk = await newPage()
  const item = await openDeskItem(desk, name)
  assert.equal(await item.getAttribute("data-kind"), "creation")
  assert.match(await item.innerText(), /ul\. Kasztanowa 7, 31-147 Kraków/)
  await item.getByTestId("shadow-decline").click()
  await item.getByLabel(/^Powód odrzucenia/).fill("Brak wpisu do rejestru żłobków.")
  await item.getByTestId("shadow-decline-submit").click()
  await expect(desk.getByText("Zgłoszenie odrzucone")).toBeVisible()
  await expect(item).not.toBeAttached()
  assert.deepEqual(desk.errors, [])

  // Declined: rejected with its reason on the account's list (My facilities leaves it out).
  const { shadow_facilities: declined } = await owned(token)
  assert.deepEqual(declined.map(({ id, shadow_status, decline_reason }) => ({ id, shadow_status, decline_reason })), [
    { id: record.id, shadow_status: "rejected", decline_reason: "Brak wpisu do rejestru żłobków." }
  ])
})
