// The support panel's catalogues (issue 18; management 2.9): support lowers a package limit and
// the owner's next photo over it is refused; support adds an amenity tag and a website template
// with a picture uploaded through the avatar input (its crop free), and owners find them in their
// amenities form and the website builder.
import assert from "node:assert/strict"
import { DEMO_PASSWORD, demoAccounts, loginThroughUi } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { expect, test } from "../support/fixtures.mjs"
import { twoColourPng } from "../support/images.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"
import { callApi, signIn } from "../support/parentsApi.mjs"
import { premiumOwnerWithSite } from "../support/sites.mjs"

const photoForm = () => {
  const form = new FormData()
  form.append("file", new Blob([twoColourPng(64, 64)], { type: "image/png" }), "sala.png")
  return form
}
const upload = (facilityId, token) =>
  fetch(url(`/api/facility/list/${facilityId}/gallery`), { method: "POST", body: photoForm(), headers: { authorization: `Bearer ${token}` } })

const galleryLimit = async () => (await callApi("GET", "/v1/user-limit")).body.find((limit) => limit.key === "gallery_photos")

test("support lowers the free package's photo limit to what the owner has: the owner's next photo is refused", async ({ newPage }) => {
  // Other specs' owners run registered or premium facilities: this one is moved to the free
  // package ('unknown'), whose limit nobody else's upload relies on.
  const owner = await newFacilityOwner()
  await callApi("PATCH", `/v1/support/facilities/${owner.facility.id}`, { token: await signIn(demoAccounts.support), body: { status: "unknown" } })
  assert.ok((await upload(owner.facility.id, owner.token)).ok, "the first photo is taken")
  const before = await galleryLimit()
  assert.ok(before.value_free > 1, "the free package takes more than one photo to begin with")

  try {
    const page = await newPage()
    await loginThroughUi(page, demoAccounts.support, DEMO_PASSWORD, "/support/limits")
    await waitForPath(page, "/support/limits")
    const form = page.getByTestId("limit-form-gallery_photos")
    await form.getByRole("textbox", { name: "Darmowy", exact: true }).fill("1")
    await page.getByTestId("limit-save-gallery_photos").click()
    await expect.poll(async () => (await galleryLimit()).value_free).toBe(1)
    assert.deepEqual(page.errors, [])

    const ownerPage = await newPage()
    const gallery = `/user_facility/${owner.facility.slug}/facility_settings/gallery`
    await loginThroughUi(ownerPage, owner.email, owner.password, gallery)
    await waitForPath(ownerPage, gallery)
    await expect(ownerPage.getByTestId("gallery-photo")).toHaveCount(1)
    await ownerPage.getByTestId("gallery-file").setInputFiles([{ name: "kuchnia.png", mimeType: "image/png", buffer: twoColourPng(320, 240) }])
    await expect(ownerPage.getByText("Wybrano zbyt wiele zdjęć").first()).toBeVisible()
    await expect(ownerPage.getByTestId("gallery-photo")).toHaveCount(1)
    // The server refuses it all the same.
    assert.equal((await upload(owner.facility.id, owner.token)).status, 403)
  } finally {
    await callApi("PATCH", `/v1/user-limit/list/${before.id}`, {
      token: await signIn(demoAccounts.support),
      body: { value_free: before.value_free, value_registered: before.value_registered, value_premium: before.value_premium }
    })
  }
})

test("support adds an amenity with its Polish name and a visible website template; owners are offered both", async ({ newPage }) => {
  const mark = crypto.randomUUID().slice(0, 8)
  const amenity = { key: `sauna_${mark}`, param: `sauna-${mark}`, name: `Sauna solna ${mark}`, nameUa: `Соляна сауна ${mark}`, nameEn: `Salt sauna ${mark}` }
  const templateName = `Szablon łąka ${mark}`

  try {
    const templateImage = await supportAddsThem(await newPage(), amenity, templateName)
    await ownerIsOffered(await newPage(), amenity, templateName, templateImage)
  } finally {
    // Gone again, so the amenity lists and template cards other specs read in parallel stay as seeded.
    const token = await signIn(demoAccounts.support)
    const tag = (await callApi("GET", "/v1/tag")).body.find((candidate) => candidate.key === amenity.key)
    if (tag !== undefined) await callApi("DELETE", `/v1/tag/${tag.id}`, { token })
    const template = (await callApi("GET", "/v1/page-templates")).body.find((candidate) => candidate.name === templateName)
    if (template !== undefined) await callApi("DELETE", `/v1/page-templates/${template.id}`, { token })
  }
})

/**
 * Support, signed in on the panel, adds the amenity tag on Tags and the template on Templates,
 * its picture a wide PNG kept in its proportions; answers the picture's URL.
 */
async function supportAddsThem(page, amenity, templateName) {
  await loginThroughUi(page, demoAccounts.support, DEMO_PASSWORD, "/support/tags")
  await waitForPath(page, "/support/tags")
  await page.getByTestId("tag-new").click()
  const tagForm = page.getByTestId("tag-form")
  await tagForm.getByRole("textbox", { name: "Klucz", exact: true }).fill(amenity.key)
  await tagForm.getByRole("combobox", { name: "Typ", exact: true }).selectOption("features")
  await tagForm.getByRole("textbox", { name: "Klucz tłumaczenia", exact: true }).fill(`TAG_${amenity.key}`)
  await tagForm.getByRole("textbox", { name: "Adres (slug)", exact: true }).fill(amenity.param)
  await tagForm.getByRole("textbox", { name: "Nazwa po polsku", exact: true }).fill(amenity.name)
  await tagForm.getByRole("textbox", { name: "Nazwa po ukraińsku", exact: true }).fill(amenity.nameUa)
  await tagForm.getByRole("textbox", { name: "Nazwa po angielsku", exact: true }).fill(amenity.nameEn)
  await page.getByTestId("tag-save").click()
  await expect(page.getByTestId(`tag-${amenity.param}`)).toBeVisible()

  await page.goto(url("/support/templates"))
  await page.getByTestId("template-new").click()
  const templateForm = page.getByTestId("template-form")
  await templateForm.getByRole("combobox", { name: "Motyw", exact: true }).selectOption({ index: 1 })
  await templateForm.getByRole("textbox", { name: "Tytuł", exact: true }).fill(templateName)
  await templateForm.getByTestId("template-image-file").setInputFiles({ name: "laka.png", mimeType: "image/png", buffer: twoColourPng(300, 120) })
  const crop = page.getByRole("dialog", { name: "Wybierz kadr" })
  await expect(crop.getByTestId("photo-crop").locator("img")).toBeVisible()
  await crop.getByRole("button", { name: "Zapisz" }).click()
  await expect(crop).not.toBeAttached()
  const preview = templateForm.getByTestId("template-image-image")
  await expect(preview).toHaveAttribute("src", /^\/files\/templates\//)
  const image = await preview.getAttribute("src")
  const stored = await fetch(url(image))
  assert.equal(stored.headers.get("content-type"), "image/jpeg")
  // The free crop frames the whole picture at first: its proportions stay (300 × 120).
  const size = await preview.evaluate((picture) => ({ width: picture.naturalWidth, height: picture.naturalHeight }))
  assert.ok(Math.abs(size.width / size.height - 2.5) < 0.05, `a ${size.width} × ${size.height} picture`)
  const visible = templateForm.getByRole("switch", { name: "Czy widoczny?" })
  if (!(await visible.isChecked())) await visible.check()
  await page.getByTestId("template-save").click()
  await expect(page.getByTestId("template-list")).toContainText(templateName)
  assert.deepEqual(page.errors, [])
  return image
}

/** A premium owner with a site finds the amenity by its Polish name, and the template with its picture among the builder's. */
async function ownerIsOffered(ownerPage, amenity, templateName, templateImage) {
  const owner = await premiumOwnerWithSite()
  const amenities = `/user_facility/${owner.facility.slug}/facility_settings/amenities`
  await loginThroughUi(ownerPage, owner.email, owner.password, amenities)
  await waitForPath(ownerPage, amenities)
  await expect(ownerPage.getByTestId("amenities-form").getByText(amenity.name, { exact: true })).toBeVisible()
  await expect(ownerPage.getByTestId(`amenity-${amenity.key}`)).toBeAttached()

  await ownerPage.goto(url(`/user_facility/${owner.facility.slug}/web_page`))
  await ownerPage.getByText("Zmień szablon").click()
  const card = ownerPage.getByTestId("website-template").filter({ has: ownerPage.getByRole("heading", { name: templateName }) })
  await expect(card).toBeVisible()
  await expect(card.locator("img")).toHaveAttribute("src", templateImage)
  assert.deepEqual(ownerPage.errors, [])
}
