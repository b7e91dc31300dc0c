// A teacher made a moderator of a facility's pages (issue 17; management 1, 2.4, 6): the owner
// area is their News screen alone, and what they post there shows on the facility's profile.
import { expect, test } from "../support/fixtures.mjs"
import { loginThroughUi } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { publishNews } from "../support/newsTab.mjs"
import { newFacilityOwner, newModerator, setFacilityStatus } from "../support/ownerApi.mjs"

test("a moderator teacher is shown only the News screen, posts from it, and the post shows on the facility's profile", async ({ page, newPage }) => {
  const owner = await newFacilityOwner()
  const { facility } = owner
  await setFacilityStatus(facility.id, "premium")
  const teacher = await newModerator(facility.id, owner.token, { name: "Ewa", surname: "Nauczycielska" })

  // Their way in: the link on their membership, to the facility's News.
  await loginThroughUi(page, teacher.email, teacher.password, "/user/memberships")
  await page.getByRole("link", { name: "Dodawaj aktualności placówki" }).click()
  const news = `/user_facility/${facility.slug}/publications`
  await waitForPath(page, news)
  await expect(page.getByRole("navigation", { name: "Zakładki placówki" }).getByRole("link")).toHaveText(["Aktualności"])
  // Any other screen of the facility's area takes them back to News.
  await page.goto(url(`/user_facility/${facility.slug}/web_page`))
  await waitForPath(page, news)

  const title = `Bal przebierańców ${crypto.randomUUID().slice(0, 8)}`
  const text = "W piątek bal przebierańców: zapraszamy dzieci w strojach."
  await publishNews(page, { title, text, visibility: "public" })

  const guest = await newPage()
  await guest.goto(url(`/placowka/${facility.slug}`))
  await expect(guest.getByRole("article", { name: title })).toContainText(text)
})
