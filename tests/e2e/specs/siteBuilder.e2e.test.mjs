// The website builder as an owner uses it (issue 17; management 2.6): the about page rewritten in
// the rich-text editor, subpages added, nested and reordered by keyboard and by drag and drop, and
// news published from the owner area — each checked on the site its host serves, not only in the
// builder.
import { expect, test } from "../support/fixtures.mjs"
import { loginThroughUi } from "../support/accounts.mjs"
import { publishNews } from "../support/newsTab.mjs"
import { addSubpage, breadcrumbTitles, menuTitles, nestedMenuTitles, openWhen, premiumOwnerWithSite, siteMenu, siteUrl } from "../support/sites.mjs"

/** The titles of the subpages a new site starts with after the main page (the card's pages). */
const CARD_PAGES = ["O nas", "Galeria", "Kadra", "Plan dnia", "Rekrutacja", "Aktualności", "Kontakt"]

/** Opens the builder of the owner's site, signed in as the owner. */
async function openBuilder(page, owner) {
  await loginThroughUi(page, owner.email, owner.password, `/user_facility/${owner.facility.slug}/web_page`)
  await expect(page.getByTestId("website-address")).toHaveText(siteUrl(owner.name))
}

/** A subpage's row in the builder, found by its drag handle (named for the page). */
const row = (page, title) => page.getByTestId("subpage").filter({ has: page.getByRole("button", { name: `Przeciągnij podstronę „${title}”` }) })

/** The builder's subpages as shown, in display order: each followed by those nested under it. */
const builderTitles = (page) => page.getByTestId("subpage").locator(".subpage-row__title")

/** Expects the subpage `child` nested right under `parent` in the builder. */
async function expectNestedIn(page, child, parent) {
  await expect(row(page, child)).toHaveAttribute("data-parent", (await row(page, parent).getAttribute("data-subpage-id")) ?? "")
}

test("the owner rewrites the about page in the rich-text editor, and the site serves the new title and text", async ({ page }) => {
  const owner = await premiumOwnerWithSite()
  // Read once before the change: the site keeps it in its cache, which the change must drop.
  const site = await page.context().newPage()
  await site.goto(siteUrl(owner.name, "/o-nas"))
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("O nas")

  await openBuilder(page, owner)
  await page.getByRole("button", { name: "Edytuj „O nas”" }).click()
  await page.getByLabel(/^Tytuł/).fill("O naszym przedszkolu")
  // The about page reads the card's description; its own text is a section the owner adds.
  await page.getByRole("button", { name: "Dodaj sekcję" }).click()
  const editor = page.getByRole("textbox", { name: "Sekcja 1" })
  await editor.click()
  await page.keyboard.type("Nasza misja")
  await page.getByRole("button", { name: "Nagłówek" }).click()
  await expect(page.getByRole("button", { name: "Nagłówek" })).toHaveAttribute("aria-pressed", "true")
  await editor.click()
  await page.keyboard.press("End")
  await page.keyboard.press("Enter")
  await page.keyboard.type("Uczymy przez zabawę, w małych grupach i blisko natury.")
  await page.getByRole("button", { name: "Zapisz" }).click()
  await expect(row(page, "O naszym przedszkolu")).toBeVisible()

  await openWhen(site, siteUrl(owner.name, "/o-nas"), async () => {
    expect(await site.getByRole("heading", { level: 1 }).textContent()).toBe("O naszym przedszkolu")
  })
  await expect(site.getByRole("heading", { level: 2, name: "Nasza misja" })).toBeVisible()
  await expect(site.getByText("Uczymy przez zabawę, w małych grupach i blisko natury.")).toBeVisible()
  await expect(siteMenu(site).getByRole("link", { name: "O naszym przedszkolu" })).toHaveAttribute("aria-current", "page")
})

test("subpages added in the builder are nested and reordered with the keyboard, and the site's menu and breadcrumbs follow", async ({ page }) => {
  const owner = await premiumOwnerWithSite()
  await openBuilder(page, owner)
  for (const title of ["Zajęcia dodatkowe", "Basen", "Rytmika"]) {
    await page.getByRole("button", { name: "Dodaj podstronę" }).click()
    await page.getByLabel(/^Tytuł/).fill(title)
    await page.getByRole("button", { name: "Zapisz" }).click()
    await expect(row(page, title)).toBeVisible()
  }

  // Each move is a button of the row, named for its page, pressed from the keyboard.
  await page.getByRole("button", { name: "Zagnieźdź „Basen” pod poprzednią podstroną" }).press("Enter")
  await page.getByRole("button", { name: "Zagnieźdź „Rytmika” pod poprzednią podstroną" }).press("Enter")
  await page.getByRole("button", { name: "Przesuń „Rytmika” wyżej" }).press("Enter")
  const order = ["Strona główna", ...CARD_PAGES, "Zajęcia dodatkowe", "Rytmika", "Basen"]
  await expect(builderTitles(page)).toHaveText(order)
  await expectNestedIn(page, "Rytmika", "Zajęcia dodatkowe")
  await expectNestedIn(page, "Basen", "Zajęcia dodatkowe")

  const site = await page.context().newPage()
  await openWhen(site, siteUrl(owner.name), async () => {
    expect(await menuTitles(site)).toEqual(order)
    expect(await nestedMenuTitles(site, "Zajęcia dodatkowe")).toEqual(["Rytmika", "Basen"])
  })
  await siteMenu(site).getByRole("link", { name: "Basen" }).click()
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("Basen")
  expect(await breadcrumbTitles(site)).toEqual(["Strona główna", "Zajęcia dodatkowe", "Basen"])
})

/**
 * Drags the subpage `from` by its handle until its row's middle is over the row of `onto`, and
 * `right` pixels further right (an indent right nests under `onto`). Waits first for the rows to
 * stop moving (the list animates after a drop), so the rows are where they are drawn.
 */
async function dragSubpage(page, from, onto, right = 0) {
  await page.waitForFunction(() => document.querySelector('[data-testid="subpages"]').getAnimations({ subtree: true }).length === 0)
  const handle = await page.getByRole("button", { name: `Przeciągnij podstronę „${from}”` }).boundingBox()
  const source = await row(page, from).boundingBox()
  const target = await row(page, onto).boundingBox()
  const x = handle.x + handle.width / 2
  const y = handle.y + handle.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + right, y + target.y + target.height / 2 - (source.y + source.height / 2), { steps: 12 })
  await page.mouse.up()
}

test("subpages dragged in the builder nest under another and move up with it, and the site's menu and breadcrumbs follow", async ({ page }) => {
  const owner = await premiumOwnerWithSite()
  await addSubpage(owner, "Zajęcia dodatkowe")
  await addSubpage(owner, "Teatrzyk")
  await openBuilder(page, owner)
  // The whole page in view, and some: nothing can scroll under the pointer while it drags.
  await page.setViewportSize({ width: 1280, height: (await page.evaluate(() => document.documentElement.scrollHeight)) + 200 })

  await dragSubpage(page, "Teatrzyk", "Zajęcia dodatkowe", 48)
  await expectNestedIn(page, "Teatrzyk", "Zajęcia dodatkowe")
  await dragSubpage(page, "Zajęcia dodatkowe", "O nas")
  const order = ["Strona główna", "Zajęcia dodatkowe", "Teatrzyk", ...CARD_PAGES]
  await expect(builderTitles(page)).toHaveText(order)
  await expectNestedIn(page, "Teatrzyk", "Zajęcia dodatkowe")

  const site = await page.context().newPage()
  await openWhen(site, siteUrl(owner.name), async () => {
    expect(await menuTitles(site)).toEqual(order)
    expect(await nestedMenuTitles(site, "Zajęcia dodatkowe")).toEqual(["Teatrzyk"])
  })
  await siteMenu(site).getByRole("link", { name: "Teatrzyk" }).click()
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("Teatrzyk")
  expect(await breadcrumbTitles(site)).toEqual(["Strona główna", "Zajęcia dodatkowe", "Teatrzyk"])
})

test("the owner publishes a public and a private post from the News tab, and a guest on the site reads the public one only", async ({ page, newPage }) => {
  const owner = await premiumOwnerWithSite()
  const publicTitle = `Dzień otwarty ${owner.name}`
  const privateTitle = `Zebranie rodziców ${owner.name}`
  await loginThroughUi(page, owner.email, owner.password, `/user_facility/${owner.facility.slug}/publications`)
  const shown = await publishNews(page, { title: publicTitle, text: "Zapraszamy całe rodziny w sobotę o 10:00.", visibility: "public" })
  await expect(shown.getByTestId("publication-visibility")).toHaveText("Publiczna")
  const hidden = await publishNews(page, { title: privateTitle, text: "Zebranie w czwartek o 17:00 w sali Motylków.", visibility: "private" })
  await expect(hidden.getByTestId("publication-visibility")).toHaveText("Dla członków")

  const guest = await newPage()
  await guest.goto(siteUrl(owner.name, "/aktualnosci"))
  await expect(guest.getByRole("link", { name: publicTitle })).toBeVisible()
  await expect(guest.getByText(privateTitle)).toHaveCount(0)
  await guest.getByRole("link", { name: publicTitle }).click()
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(publicTitle)
  await expect(guest.getByText("Zapraszamy całe rodziny w sobotę o 10:00.")).toBeVisible()
})
