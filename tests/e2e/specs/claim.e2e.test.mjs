// Claims and new facilities (issue 9; management 2.7, 2.9, 4 lifecycle): a new account claims an
// unverified facility — starting as a guest, logging in half-way, the draft kept — with a PDF
// after a failed upload; support reads the document and accepts: the account runs the facility.
// A second account adds a facility through /stworz-placowke and support declines it.
import assert from "node:assert/strict"
import { after, test } from "node:test"
import { createConfirmedAccount, DEMO_PASSWORD, demoAccounts, loginThroughUi, readMailbox } from "../support/accounts.mjs"
import { closeBrowser, closePage, eventually, newPage, url, waitForPath } from "../support/browser.mjs"
import { callApi, signIn } from "../support/parentsApi.mjs"

after(closeBrowser)

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

/** An unverified facility parents can see, that nobody runs or claims. */
async function unclaimedFacility() {
  for (let page = 1; page <= 20; page++) {
    const { body } = await callApi("GET", `/v1/facility/list?limit=50&page=${page}`)
    for (const item of body.items) {
      if (item.status !== "unknown" || item.shadow_status !== null || item.slug === null) continue
      const { body: profile } = await callApi("GET", `/facility/list/${item.id}`)
      if (profile.facility_owner_account_id === null) return profile
    }
  }
  throw new Error("the seed has no unclaimed unverified facility")
}

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
  await item.waitFor()
  return item
}

test("a new account claims an unverified facility: a guest verifies the data and the pin, logs in, adds a PDF after a failed upload; support accepts and the account runs it", async () => {
  const facility = await unclaimedFacility()
  const director = await createConfirmedAccount({ name: "Dorota", surname: "Dyrektorska" })
  const page = await newPage()
  try {
    await page.goto(url(`/placowka/${facility.slug}`))
    await page.getByRole("button", { name: "Jestem właścicielem tej placówki" }).click()
    await waitForPath(page, `/placowka/${facility.slug}/jestem-wlascicielem`)
    await page.getByRole("heading", { name: `Przejmij profil: ${facility.name}` }).waitFor()
    assert.equal(await page.getByTestId("claim-progress").innerText(), "Krok 1 z 4")
    await page.getByRole("heading", { name: "Jak to działa" }).waitFor()
    await page.getByTestId("claim-next").click()

    // The data: the profile's, to check, and the phone the directory knows (not on a public profile).
    await page.getByRole("heading", { name: "Sprawdź dane placówki" }).waitFor()
    assert.equal(await page.getByLabel(/^Nazwa placówki/).inputValue(), facility.name)
    const { body: known } = await callApi("GET", `/facility/list/${facility.id}/phone`)
    assert.ok(known.phone, "the seeded facility has a phone")
    await eventually(async () => (await page.getByLabel(/^Telefon placówki/).inputValue()) === known.phone || null, { message: "the facility's phone was not filled in" })
    assert.equal(await page.getByLabel(/^Miejscowość/).inputValue(), `${facility.city}, ${facility.voivodeship}`)
    if (facility.post_code === null) await page.getByLabel(/^Kod pocztowy/).fill("31-147")
    if (facility.street === null) await page.getByLabel(/^Ulica/).fill("ul. Długa")
    if (facility.building_number === null) await page.getByLabel(/^Numer budynku/).fill("12A")
    await page.getByLabel(/^Telefon placówki/).fill("12 34")
    await page.getByTestId("claim-next").click()
    await page.getByText("Numer telefonu musi mieć co najmniej 7 cyfr").waitFor()
    await page.getByLabel(/^Telefon placówki/).fill("12 345 67 89")
    await page.getByTestId("claim-next").click()

    // The pin stands where the facility does; dragged, it moves.
    await page.getByRole("heading", { name: "Sprawdź lokalizację na mapie" }).waitFor()
    const coordinates = page.getByTestId("claim-coordinates")
    assert.equal(await coordinates.innerText(), `Współrzędne: ${facility.location.lat.toFixed(5)}, ${facility.location.lng.toFixed(5)}`)
    const pin = await page.getByTestId("claim-pin").boundingBox()
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2)
    await page.mouse.down()
    await page.mouse.move(pin.x + pin.width / 2 + 60, pin.y + pin.height / 2 + 40, { steps: 8 })
    await page.mouse.up()
    await eventually(async () => (await coordinates.innerText()) !== `Współrzędne: ${facility.location.lat.toFixed(5)}, ${facility.location.lng.toFixed(5)}`, { message: "the pin did not move" })
    const moved = await coordinates.innerText()

    // A guest logs in before the documents and comes back to them, the draft kept.
    await page.getByTestId("claim-next").click()
    await waitForPath(page, "/logowanie")
    await loginHere(page, director.email, director.password)
    await waitForPath(page, `/placowka/${facility.slug}/jestem-wlascicielem`)
    await page.getByRole("heading", { name: "Dodaj dokumenty potwierdzające" }).waitFor()
    assert.equal(await page.getByTestId("claim-progress").innerText(), "Krok 4 z 4")
    await page.getByRole("button", { name: "Wstecz" }).click()
    assert.equal(await coordinates.innerText(), moved)
    await page.getByRole("button", { name: "Wstecz" }).click()
    assert.equal(await page.getByLabel(/^Telefon placówki/).inputValue(), "12 345 67 89")
    await page.getByTestId("claim-next").click()
    await page.getByTestId("claim-next").click()

    // At least one document, of the right kind.
    await page.getByTestId("claim-send").click()
    await page.getByText("Dodaj co najmniej jeden dokument").waitFor()
    await page.getByTestId("claim-documents-input").setInputFiles({ name: "notatka.txt", mimeType: "text/plain", buffer: Buffer.from("to nie jest wpis do rejestru") })
    await page.getByText("Nieprawidłowy format pliku").waitFor()
    await page.getByTestId("claim-documents-input").setInputFiles(pdf("wpis-do-rejestru.pdf"))
    assert.deepEqual(await page.getByTestId("claim-document").locator(".claim__file-name").allInnerTexts(), ["wpis-do-rejestru.pdf"])

    // The first upload never arrives: the documents stay, and sending again goes through.
    await page.route("**/api/v1/shadow", (route) => route.abort("connectionreset"), { times: 1 })
    await page.getByTestId("claim-send").click()
    await page.getByText("Brak odpowiedzi serwera. Sprawdź połączenie z internetem.").waitFor()
    assert.equal(await page.getByTestId("claim-send").innerText(), "Wyślij ponownie")
    await page.getByTestId("claim-send").click()
    const outcome = page.getByTestId("claim-outcome")
    await outcome.getByRole("heading", { name: "Dziękujemy! Zgłoszenie czeka na weryfikację" }).waitFor()
    assert.match(await outcome.innerText(), /w ciągu 48 godzin/)
    assert.match(await outcome.innerText(), new RegExp(director.email.replace(/[.+]/g, "\\$&")))

    // My facilities lists it as awaiting approval, and does not open it.
    await outcome.getByRole("link", { name: "Moje placówki" }).click()
    const entry = page.getByTestId(`my-facility-${facility.id}`)
    await entry.waitFor()
    assert.match(await entry.innerText(), /Czeka na zatwierdzenie/)
    await page.getByTestId("owner-area").getByText("Placówka czeka na zatwierdzenie przez nasz zespół.", { exact: false }).waitFor()
    assert.equal(await page.getByTestId("owner-area").getByRole("heading", { level: 1 }).count(), 0)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }

  // Pending: in the account's lists as awaiting approval, the profile unchanged.
  const token = await signIn(director.email, director.password)
  const mine = await owned(token)
  assert.deepEqual(mine.facilities, [])
  assert.deepEqual(mine.shadow_facilities.map(({ facility_id, shadow_status }) => ({ facility_id, shadow_status })), [{ facility_id: facility.id, shadow_status: "pending" }])
  assert.equal((await callApi("GET", `/facility/list/${facility.id}`)).body.status, "unknown")

  const desk = await newPage()
  try {
    const item = await openDeskItem(desk, facility.name)
    assert.equal(await desk.title(), "Zgłoszenia placówek | Pociecha")
    assert.match(await item.getByTestId("shadow-sender").innerText(), /Dorota Dyrektorska/)
    assert.match(await item.innerText(), /12 345 67 89/)
    const [download] = await Promise.all([desk.waitForEvent("download"), item.getByTestId("shadow-document").click()])
    assert.equal(download.suggestedFilename(), "wpis-do-rejestru.pdf")
    await item.getByTestId("shadow-accept").click()
    await desk.getByText("Zgłoszenie zatwierdzone — konto prowadzi teraz placówkę").waitFor()
    await item.waitFor({ state: "detached" })
    assert.deepEqual(desk.errors, [])
  } finally {
    await closePage(desk)
  }

  const decided = await owned(token)
  assert.deepEqual(decided.facilities.map((item) => item.id), [facility.id])
  assert.deepEqual(decided.shadow_facilities, [])
  assert.equal((await callApi("GET", `/facility/list/${facility.id}`)).body.status, "registered")
  await eventually(async () => (await readMailbox(director.email)).length >= 3, { message: "the claim's e-mails did not arrive" })

  // Accepted: the owner area opens, the facility verified.
  const area = await newPage()
  try {
    await loginThroughUi(area, director.email, director.password, `/user_facility/${facility.slug}`)
    await area.getByTestId("owner-area").getByRole("heading", { level: 1 }).waitFor()
    assert.match(await area.getByTestId(`my-facility-${facility.id}`).innerText(), /Zweryfikowana/)
    assert.deepEqual(area.errors, [])
  } finally {
    await closePage(area)
  }
})

test("a second account adds a new facility through /stworz-placowke — a listed one found is not it; the town chosen, the pin set by hand where the address is not found; support declines it", async () => {
  const founder = await createConfirmedAccount({ name: "Felicja", surname: "Założycielska" })
  const name = `Żłobek Pod Kasztanem ${Math.random().toString(36).slice(2, 7)}`
  const listed = await unclaimedFacility()
  const page = await newPage()
  try {
    await loginThroughUi(page, founder.email, founder.password, "/stworz-placowke")
    await waitForPath(page, "/stworz-placowke")
    await page.getByRole("heading", { name: "Dodaj swoją placówkę" }).waitFor()

    // Already in the directory? Found, its data fills the wizard; not it after all, back to adding one.
    await page.getByRole("button", { name: "Znajdź ją i przejmij profil" }).click()
    await page.getByRole("heading", { name: "Znajdź swoją placówkę" }).waitFor()
    assert.equal(await page.getByTestId("claim-progress").innerText(), "Krok 1 z 4")
    await page.getByLabel(/^Nazwa placówki/).fill(listed.name)
    await page.getByTestId("claim-found").filter({ hasText: listed.name }).first().getByRole("button", { name: "Wybierz" }).click()
    await page.getByRole("heading", { name: "Sprawdź dane placówki" }).waitFor()
    assert.equal(await page.getByLabel(/^Nazwa placówki/).inputValue(), listed.name)
    await page.getByRole("button", { name: "Wstecz" }).click()
    await page.getByRole("button", { name: "Dodaj nową placówkę" }).click()
    await page.getByRole("heading", { name: "Dodaj swoją placówkę" }).waitFor()
    assert.equal(await page.getByTestId("claim-progress").innerText(), "Krok 1 z 3")
    assert.equal(await page.getByLabel(/^Nazwa placówki/).inputValue(), "")

    // Nothing filled: every required field says so.
    await page.getByTestId("claim-next").click()
    await page.getByText("Pole jest wymagane").first().waitFor()
    await page.getByLabel(/^Nazwa placówki/).fill(name)
    await page.getByRole("group", { name: /Rodzaj placówki/ }).getByRole("checkbox").first().check()
    await page.getByLabel(/^Miejscowość/).fill("Krak")
    await page.getByRole("button", { name: "Kraków, małopolskie" }).click()
    await page.getByLabel(/^Kod pocztowy/).fill("31147")
    await page.getByLabel(/^Ulica/).fill("ul. Kasztanowa")
    await page.getByLabel(/^Numer budynku/).fill("7")
    await page.getByLabel(/^Telefon placówki/).fill("600 100 200")
    await page.getByTestId("claim-next").click()
    await page.getByText("Podaj kod pocztowy w formacie 00-000").waitFor()
    await page.getByLabel(/^Kod pocztowy/).fill("31-147")
    await page.getByTestId("claim-next").click()

    // No geocoder in this run: the pin waits at the town's centre, to be set by hand.
    await page.getByRole("heading", { name: "Sprawdź lokalizację na mapie" }).waitFor()
    await page.getByText(/Nie znaleźliśmy tego adresu na mapie/).waitFor()
    await page.getByTestId("claim-map").click({ position: { x: 120, y: 100 } })
    await page.getByText(/Nie znaleźliśmy tego adresu na mapie/).waitFor({ state: "detached" })
    await page.getByTestId("claim-next").click()

    await page.getByTestId("claim-documents-input").setInputFiles(pdf("rejestr-zlobkow.pdf"))
    await page.getByTestId("claim-send").click()
    await page.getByTestId("claim-outcome").getByRole("heading", { name: "Dziękujemy! Zgłoszenie czeka na weryfikację" }).waitFor()
    assert.match(await page.getByTestId("claim-outcome").innerText(), /pojawi się w katalogu/)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }

  const token = await signIn(founder.email, founder.password)
  const [record] = (await owned(token)).shadow_facilities
  assert.deepEqual({ name: record.name, kind: record.kind, status: record.status, shadow_status: record.shadow_status }, { name, kind: "creation", status: "unknown", shadow_status: "pending" })

  const desk = await newPage()
  try {
    const item = await openDeskItem(desk, name)
    assert.equal(await item.getAttribute("data-kind"), "creation")
    assert.match(await item.innerText(), /ul\. Kasztanowa 7, 31-147 Kraków/)
    await item.getByTestId("shadow-decline").click()
    await item.getByLabel(/^Powód odrzucenia/).fill("Brak wpisu do rejestru żłobków.")
    await item.getByTestId("shadow-decline-submit").click()
    await desk.getByText("Zgłoszenie odrzucone").waitFor()
    await item.waitFor({ state: "detached" })
    assert.deepEqual(desk.errors, [])
  } finally {
    await closePage(desk)
  }

  // Declined: rejected with its reason on the account's list (My facilities leaves it out).
  const { shadow_facilities: declined } = await owned(token)
  assert.deepEqual(declined.map(({ id, shadow_status, decline_reason }) => ({ id, shadow_status, decline_reason })), [
    { id: record.id, shadow_status: "rejected", decline_reason: "Brak wpisu do rejestru żłobków." }
  ])
})
