// Favourites and comparison (issue 20): a guest hearts three facilities in a city's catalogue,
// signs up and finds them in the account (the hearts moved from the browser into the account),
// then compares them side by side, the differing rows highlighted, with the distance from a typed
// address; both pages pass axe.
import { expect, test } from "../support/fixtures.mjs"
import { axeViolations } from "../support/axe.mjs"
import { loginThroughUi, signUpThroughUi } from "../support/accounts.mjs"
import { url } from "../support/browser.mjs"

test("a guest hearts three facilities, signs up, finds them in the account and compares them", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/przedszkola/mazowieckie/warszawa"))
  const tiles = page.getByTestId("catalog-facilities").getByTestId("facility-tile")
  await expect(tiles.first()).toBeVisible()
  const names = []
  for (const index of [0, 1, 2]) {
    const tile = tiles.nth(index)
    names.push((await tile.locator(".facility-tile__link").innerText()).trim())
    const heart = tile.getByTestId("favourite-button")
    await heart.click()
    await expect(heart).toHaveAttribute("aria-pressed", "true")
  }
  // A second press takes a heart off, a third gives it back: the guest's list is the three.
  const first = tiles.first().getByTestId("favourite-button")
  await first.click()
  await expect(first).toHaveAttribute("aria-pressed", "false")
  await first.click()

  const { email, password } = await signUpThroughUi(page, { name: "Ewa", surname: "Ulubiona" })
  await loginThroughUi(page, email, password)
  await page.goto(url("/user/favourites"))
  const favourites = page.getByTestId("my-favourites").getByTestId("facility-tile")
  await expect(favourites).toHaveCount(3)
  for (const name of names) await expect(favourites.filter({ hasText: name })).toHaveCount(1)
  // Every heart on the list is pressed: these are the account's favourites now.
  await expect(page.getByTestId("my-favourites").getByTestId("favourite-button").and(page.locator("[aria-pressed=true]"))).toHaveCount(3)
  expect(await axeViolations(page)).toEqual([])

  for (const name of names) await page.getByRole("checkbox", { name: `Porównaj: ${name}` }).check()
  await page.getByTestId("compare-picked").click()
  await page.waitForURL(/\/porownaj\?ids=\d+,\d+,\d+$/)
  const table = page.getByTestId("compare").getByRole("table")
  for (const name of names) await expect(table.getByRole("columnheader", { name })).toBeVisible()
  await expect(table.getByRole("rowheader", { name: /Czesne/ })).toBeVisible()
  // The three are different facilities: at least one row tells them apart, and it is highlighted.
  await expect(table.locator("tr[data-differs=true]").first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // The distance from a chosen address joins the rows, each a straight line.
  await expect(table.getByRole("rowheader", { name: /Odległość/ })).toHaveCount(0)
  await page.getByTestId("compare-near").getByRole("textbox", { name: "Wpisz adres lub miejscowość" }).fill("Stare Miasto, Kraków")
  await page.getByTestId("compare-near").getByRole("button", { name: "Pokaż odległości" }).click()
  await page.waitForURL((current) => current.searchParams.has("near") && current.searchParams.has("ids"))
  const distanceRow = table.getByRole("row", { name: /Odległość/ })
  await expect(distanceRow.getByRole("cell")).toHaveCount(3)
  for (const cell of await distanceRow.getByRole("cell").all()) await expect(cell).toContainText("w linii prostej")

  // The comparison is shareable: the same address in another browser shows the same three, from the same place.
  const shared = await newPage()
  await shared.goto(page.url())
  for (const name of names) await expect(shared.getByRole("columnheader", { name })).toBeVisible()
  await expect(shared.getByRole("row", { name: /Odległość/ }).getByRole("cell")).toHaveCount(3)
})
