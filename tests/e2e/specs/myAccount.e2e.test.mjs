// My account (issue 8; spec 2.3, 2.11, 3.13): the overview counters in the profile menu and on
// the tabs — a facility's answer to my opinion, its reply in my question thread — drop to zero
// once the item is opened; I write again in the thread; my opinions' moderation timelines; my
// applications and memberships. Each test has a new parent of its own (the `parent` fixture) and
// looks only at what it made.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { loginThroughUi } from "../support/accounts.mjs"
import { askQuestion, decideOpinion, demoOwner, publishedAnswer, publishedOpinion, uniqueComment, writeInThread, writeOpinion } from "../support/accountApi.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { callApi, facilityWithoutOpinions } from "../support/parentsApi.mjs"

test.use({ parentNames: { name: "Helena", surname: "Odpowiedzialna" } })

/**
 * Opens the profile menu and waits until the counter beside a My-account link shows `expected`
 * (null: no counter), as the overview is read; then closes the menu.
 */
async function expectMenuCounter(page, tab, expected) {
  await page.getByTestId("profile-menu-button").click()
  await expect(page.getByRole("menuitem", { name: "Mój profil" })).toBeVisible()
  const counter = page.getByTestId(`menu-counter-${tab}`)
  await (expected === null ? expect(counter).not.toBeAttached() : expect(counter).toHaveAttribute("data-count", String(expected)))
  await page.keyboard.press("Escape")
  await expect(page.getByRole("menu")).not.toBeAttached()
}

test("a facility's answer to my opinion is counted until I open the opinion, which shows it", async ({ newPage, parent }) => {
  const owner = await demoOwner()
  const comment = uniqueComment("Z odpowiedzią")
  const answer = "Dziękujemy za miłe słowa! Zapraszamy na dzień otwarty w maju."
  const opinionId = await publishedOpinion(parent.token, owner.facility.id, comment)
  await publishedAnswer(owner.token, opinionId, answer)
  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password)
  await expectMenuCounter(page, "user_opinions", "1")

  await page.goto(url("/user/user_opinions"))
  assert.equal(await page.getByTestId("tab-counter-user_opinions").getAttribute("data-count"), "1")
  const item = page.getByTestId("my-opinion").filter({ hasText: owner.facility.name })
  assert.match(await item.innerText(), /placówka odpowiedziała/)
  await item.getByRole("link", { name: "Szczegóły" }).click()
  await waitForPath(page, `/user/user_opinions/${opinionId}`)
  assert.match(await page.getByTestId("opinion-answer").innerText(), new RegExp(answer))
  assert.match(await page.getByTestId("opinion-timeline").innerText(), /Zaakceptowano i opublikowano/)
  // Opened: marked seen, and the counters are read again.
  await expect(page.getByTestId("tab-counter-user_opinions")).not.toBeAttached()
  await expectMenuCounter(page, "user_opinions", null)
  assert.deepEqual(page.errors, [])
})

test("the facility's reply in my question thread shows 1 in the profile menu; opening the thread shows it, the counter goes to 0, and I write again", async ({ newPage, parent }) => {
  const owner = await demoOwner()
  const threadId = await askQuestion(parent.token, owner.facility.id, "Czy w czesne wliczone są zajęcia z angielskiego?")
  const reply = "Tak, angielski dwa razy w tygodniu jest w cenie czesnego."
  await writeInThread(owner.token, threadId, reply)
  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password)
  await expectMenuCounter(page, "user_questions", "1")

  await page.getByTestId("profile-menu-button").click()
  await page.getByRole("menuitem", { name: /^Moje pytania/ }).click()
  await waitForPath(page, "/user/questions")
  const thread = page.getByTestId("my-question").filter({ hasText: owner.facility.name })
  assert.equal(await thread.getByTestId("question-unseen").getAttribute("data-count"), "1")
  await thread.getByRole("link", { name: owner.facility.name }).click()
  await waitForPath(page, `/user/question/${threadId}`)
  assert.equal(await page.getByTestId("facility-message").innerText().then((text) => text.includes(reply)), true)
  await expect(page.getByTestId("tab-counter-user_questions")).not.toBeAttached()
  await expectMenuCounter(page, "user_questions", null)

  await page.getByLabel(/^Treść wiadomości/).fill("Dziękuję! A czy można przyjść na zajęcia adaptacyjne w sierpniu?")
  await page.getByTestId("thread-send").click()
  await expect(page.getByTestId("my-message").nth(1).filter({ hasText: "zajęcia adaptacyjne w sierpniu" })).toBeVisible()
  assert.equal(await page.getByLabel(/^Treść wiadomości/).inputValue(), "")
  // The facility sees it: the thread read as its owner holds the new message.
  const { body } = await callApi("GET", `/v1/user-question/${threadId}`, { token: owner.token })
  assert.equal(body.messages.at(-1).content, "Dziękuję! A czy można przyjść na zajęcia adaptacyjne w sierpniu?")
  assert.deepEqual(page.errors, [])
})

test("my opinions show where moderation stands: published, or rejected with the reason in the timeline", async ({ newPage, parent }) => {
  const [first, second] = [await facilityWithoutOpinions(), await facilityWithoutOpinions()]
  const rejected = uniqueComment("Odrzucana")
  const accepted = uniqueComment("Przyjmowana")
  const reason = "Opinia opisuje inną placówkę niż ta, której dotyczy."
  await decideOpinion(await writeOpinion(parent.token, first.id, rejected), { reject: reason })
  await decideOpinion(await writeOpinion(parent.token, second.id, accepted), {})
  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password, "/user/user_opinions")
  await waitForPath(page, "/user/user_opinions")
  const items = page.getByTestId("my-opinion")
  assert.equal(await items.filter({ hasText: second.name }).getByTestId("opinion-status").innerText(), "Opublikowana")
  const refused = items.filter({ hasText: first.name })
  assert.equal(await refused.getByTestId("opinion-status").innerText(), "Odrzucono")

  await refused.getByRole("link", { name: "Szczegóły" }).click()
  const timeline = page.getByTestId("opinion-timeline")
  await expect(timeline).toBeVisible()
  assert.match(await timeline.innerText(), /Wysłano do weryfikacji[\s\S]*Odrzucono/)
  assert.equal(await page.getByTestId("reject-reason").innerText(), `Powód: ${reason}`)
  assert.equal(await page.getByTestId("opinion-comment").innerText(), rejected)
  assert.deepEqual(page.errors, [])
})

test("my applications show their status, and my subscription its colour until I resign", async ({ newPage, parent }) => {
  const facility = await facilityWithoutOpinions()
  const born = new Date(Date.now() - 3 * 365 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  await callApi("POST", "/v1/application", {
    token: parent.token,
    body: { facility_id: facility.id, parent_name: "Helena", parent_surname: "Odpowiedzialna", parent_phone: "600 100 200", address: "ul. Lipowa 5, Kraków", child_name: "Staś", child_surname: "Zapisowy", child_birth_date: born }
  })
  await callApi("POST", `/facility/list/${facility.id}/membership`, { token: parent.token, body: { role: "parent" } })
  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password, "/user/applications")
  const application = page.getByTestId("my-application").filter({ hasText: facility.name })
  assert.equal(await application.getByTestId("application-status").innerText(), "Wysłane")
  assert.match(await application.innerText(), /Staś Zapisowy/)

  await page.getByTestId("tab-user_memberships").click()
  await waitForPath(page, "/user/memberships")
  const membership = page.getByTestId("my-membership").filter({ hasText: facility.name })
  const status = membership.getByTestId("membership-status")
  assert.equal(await status.innerText(), "Czeka na weryfikację")
  assert.equal(await status.getAttribute("data-tone"), "orange")
  await membership.getByTestId("membership-resign").click()
  await membership.getByRole("button", { name: "Zrezygnuj z subskrypcji" }).click()
  await expect(page.getByText("Nie należysz jeszcze do żadnej placówki")).toBeVisible()
  assert.deepEqual(page.errors, [])
})
