// The owner's tabs (issue 9; management 2.4, 4, 6, 9): a new owner uploads and reorders photos
// until the basic package refuses the fourth, answers a parent's question and opinion, confirms
// a subscribed parent, publishes news once support made the facility premium, and passes the
// facility to a teacher — confirmed with the owner's password.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { askQuestion, publishedOpinion, uniqueComment } from "../support/accountApi.mjs"
import { loginThroughUi } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { pngFile, twoColourPng } from "../support/images.mjs"
import { newFacilityOwner, newSubscriber, setFacilityStatus } from "../support/ownerApi.mjs"
import { callApi, signIn } from "../support/parentsApi.mjs"

const shownPhotos = (page) => page.getByTestId("gallery-photo").evaluateAll((items) => items.map((item) => Number(item.dataset.photoId)))

test("the owner runs the tabs: photos to the package's limit, answers, a parent confirmed, news, ownership passed on", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const { facility } = owner
  const parent = await newSubscriber(facility.id, "parent", { name: "Halina", surname: "Rodzicka" })
  const teacher = await newSubscriber(facility.id, "teacher", { name: "Ewa", surname: "Nauczycielska" })
  const question = `Ile kosztuje miesiąc w grupie trzylatków? [${Date.now().toString(36)}]`
  const threadId = await askQuestion(parent.token, facility.id, question)
  const opinionId = await publishedOpinion(parent.token, facility.id, uniqueComment("Opinia o placówce"))
  const area = (tab) => `/user_facility/${facility.id}/${tab}`
  const page = await newPage()
  // Gallery: three photos, the basic package's limit (management 9), each with its progress.
  await loginThroughUi(page, owner.email, owner.password, area("facility_settings/gallery"))
  await waitForPath(page, area("facility_settings/gallery"))
  await page.getByTestId("gallery-file").setInputFiles([pngFile("ogrod.png", [40, 160, 60]), pngFile("sala.png", [200, 60, 60]), pngFile("szatnia.png", [60, 60, 200])])
  await expect(page.getByTestId("gallery-photo"), "the three photos did not arrive").toHaveCount(3)
  const uploaded = await shownPhotos(page)

  // Reordered with the keyboard (Space lifts the first photo, arrows carry it to the end, Space
  // drops it), each step heard in Polish from the live region, then saved.
  const heard = page.locator('[id^="DndLiveRegion"]')
  const hears = (said) => expect(heard, `not heard: ${said}`).toContainText(said)
  await page.getByTestId("gallery-handle").first().focus()
  await page.keyboard.press("Space")
  // Lifted: dnd-kit says so, then at once where the photo is (its own place).
  await hears("Zdjęcie 1 nad miejscem 1.")
  // dnd-kit starts listening for the arrows a moment after the lift: an arrow pressed before
  // that is lost, so press again until the photo is heard over the last place.
  await expect
    .poll(async () => {
      await page.keyboard.press("ArrowRight")
      return heard.textContent()
    }, { message: "the arrows did not carry the photo to the last place" })
    .toContain("Zdjęcie 1 nad miejscem 3.")
  await page.keyboard.press("Space")
  await hears("Zdjęcie 1 upuszczone na miejscu 3.")
  await expect(page.locator("#gallery-order-hint")).toBeVisible()
  const byKeyboard = await shownPhotos(page)
  assert.deepEqual(byKeyboard, [uploaded[1], uploaded[2], uploaded[0]])
  await page.getByTestId("gallery-save-order").click()
  await expect(page.getByText("Kolejność zdjęć zaktualizowana").first()).toBeVisible()
  await expect(page.locator("#gallery-order-hint")).not.toBeAttached()
  assert.deepEqual((await callApi("GET", `/facility/list/${facility.id}/gallery`, { token: owner.token })).body.map((item) => item.id), byKeyboard)

  // And by dragging with the mouse: the last photo onto the first.
  const from = await page.getByTestId("gallery-handle").last().boundingBox()
  const to = await page.getByTestId("gallery-handle").first().boundingBox()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
  await page.mouse.up()
  await expect(page.locator("#gallery-order-hint")).toBeVisible()
  const reordered = await shownPhotos(page)
  assert.deepEqual(reordered, [uploaded[0], uploaded[1], uploaded[2]])
  // dnd-kit swallows clicks for a moment after a drop (so the drop is not also a click): a
  // click that comes too soon is lost, so click until the order is saved.
  await expect
    .poll(async () => {
      await page.getByTestId("gallery-save-order").click()
      return page.locator("#gallery-order-hint").count()
    }, { message: "the dragged order was not saved" })
    .toBe(0)
  const { body: saved } = await callApi("GET", `/facility/list/${facility.id}/gallery`, { token: owner.token })
  assert.deepEqual(saved.map((item) => item.id), reordered)

  // A fourth is refused: by the page before sending, and by the server all the same.
  await page.getByTestId("gallery-file").setInputFiles([pngFile("kuchnia.png", [90, 90, 90])])
  await expect(page.getByText("Wybrano zbyt wiele zdjęć").first()).toBeVisible()
  assert.equal(await page.getByTestId("gallery-photo").count(), 3)
  const form = new FormData()
  form.append("file", new Blob([twoColourPng(64, 64)], { type: "image/png" }), "kuchnia.png")
  const refused = await fetch(url(`/api/facility/list/${facility.id}/gallery`), { method: "POST", body: form, headers: { authorization: `Bearer ${owner.token}` } })
  assert.equal(refused.status, 403)

  // The parent's question, answered inside the thread.
  await page.getByTestId("tab-facility_questions").click()
  await page.getByTestId("owner-thread").filter({ hasText: question }).getByRole("link").click()
  // The menu names the facility by its slug: the thread's path ends the same either way.
  await page.waitForURL((current) => current.pathname.endsWith(`/question/${threadId}`))
  await page.getByLabel(/^Odpowiedź/).fill("Czesne wynosi 900 zł miesięcznie, z wyżywieniem.")
  await page.getByTestId("question-answer-send").click()
  await expect(page.getByTestId("facility-message").filter({ hasText: "Czesne wynosi 900 zł" })).toBeVisible()
  const { body: thread } = await callApi("GET", `/v1/user-question/${threadId}`, { token: parent.token })
  assert.equal(thread.messages.at(-1).from_facility, true)

  // The opinion: its pros and cons are the facility's to see; the response waits for moderation.
  await page.getByTestId("tab-facility_opinions").click()
  const opinion = page.locator(`[data-opinion-id="${opinionId}"]`)
  await expect(opinion.getByTestId("opinion-pros-cons").getByText("Mały parking")).toBeVisible()
  await opinion.getByTestId("opinion-respond").click()
  await opinion.getByLabel(/^Odpowiedź placówki/).fill("Dziękujemy! Parking powiększamy od września.")
  await opinion.getByTestId("opinion-answer-send").click()
  assert.equal(await opinion.getByTestId("opinion-answer-status").innerText(), "Czeka na weryfikację")

  // Support makes the facility premium: parents, teachers and news open (management 2.3, 6).
  await setFacilityStatus(facility.id, "premium")
  await page.goto(url(area("parents_teachers/parents")))
  const waitingParent = page.getByTestId("member").filter({ hasText: parent.email })
  await waitingParent.getByTestId("member-confirm").click()
  await expect(waitingParent.getByTestId("member-status"), "the parent was not confirmed").toHaveText("Potwierdzony")
  const { body: memberships } = await callApi("GET", "/v1/membership/mine", { token: parent.token })
  assert.equal(memberships.find((membership) => membership.facility_id === facility.id)?.status, "accepted")

  // News: title, rich content, category; the owner is a moderator and chooses the visibility.
  const title = `Dzień otwarty ${Date.now().toString(36)}`
  await page.getByTestId("tab-facility_publications").click()
  await page.getByTestId("publication-new").click()
  await page.getByLabel(/^Tytuł/).fill(title)
  await page.locator('[data-testid="publication-form"] .rich-text__content').click()
  await page.keyboard.type("Zapraszamy rodziców w sobotę o 10:00.")
  await page.getByLabel(/^Kategoria/).selectOption("relation")
  await page.getByLabel(/^Widoczność/).selectOption("public")
  await page.getByTestId("publication-form").getByTestId("save").click()
  await expect(page.getByTestId("publication").filter({ hasText: title })).toBeVisible()
  const { body: news } = await callApi("GET", `/facility/list/${facility.id}/publications`)
  assert.equal(news.items[0]?.title, title)
  assert.match(news.items[0]?.content ?? "", /Zapraszamy rodziców w sobotę/)

  // The teacher, confirmed, is given the facility: irreversible, so the password is asked.
  await page.getByTestId("tab-facility_teachers").click()
  const heir = page.getByTestId("member").filter({ hasText: teacher.email })
  await heir.getByTestId("member-confirm").click()
  await heir.getByTestId("transfer-ownership").click()
  await page.getByLabel(/^Twoje hasło/).fill("to-nie-moje-haslo")
  await page.getByTestId("transfer-confirm").click()
  await expect(page.getByRole("dialog").getByText("Nieprawidłowe hasło")).toBeVisible()
  await page.getByLabel(/^Twoje hasło/).fill(owner.password)
  await page.getByTestId("transfer-confirm").click()
  await waitForPath(page, "/user/memberships")
  const { body: teacherOwns } = await callApi("GET", "/v1/facility/owned", { token: await signIn(teacher.email, teacher.password) })
  assert.ok(teacherOwns.facilities.some((item) => item.id === facility.id), "the teacher runs the facility now")
  const { body: formerOwns } = await callApi("GET", "/v1/facility/owned", { token: await signIn(owner.email, owner.password) })
  assert.ok(!formerOwns.facilities.some((item) => item.id === facility.id), "the former owner no longer runs it")
})
