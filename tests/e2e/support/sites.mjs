// Facility websites as the specs prepare and visit them (issue 17; management 2.5, 2.6): a
// premium facility's new owner with a site made through the real API, the site's addresses on its
// own host (`{name}.localhost:<port>`, which Chromium resolves to the loopback), and reading a
// change once it has reached the served site.
import { expect } from "@playwright/test"
import { baseUrl } from "./browser.mjs"
import { newFacilityOwner, setFacilityStatus } from "./ownerApi.mjs"
import { callApi } from "./parentsApi.mjs"

/** A site name no other test takes (a name stays taken for good, management 4). */
export const freshSiteName = () => `tecza-${crypto.randomUUID().slice(0, 8)}`

/** An address on the site named `name`, on this server's port. */
export function siteUrl(name, path = "/") {
  const address = new URL(path, baseUrl)
  address.hostname = `${name}.localhost`
  return address.href
}

/**
 * The new owner of a premium facility ({@link newFacilityOwner}) with a site made through the API
 * in the first template: it starts with the card's subpages (Strona główna, O nas, Galeria, Kadra,
 * Plan dnia, Rekrutacja, Aktualności, Kontakt). Returns the owner, the site's name and the site.
 */
export async function premiumOwnerWithSite() {
  const owner = await newFacilityOwner()
  await setFacilityStatus(owner.facility.id, "premium")
  const { body: templates } = await callApi("GET", "/v1/page-templates")
  const name = freshSiteName()
  const { body: site } = await callApi("POST", `/v1/web-pages/${owner.facility.id}`, { token: owner.token, body: { template_id: templates[0].id, name } })
  return { ...owner, name, site }
}

/** Adds an empty custom subpage at the end of the site's roots through the API (management 2.6). */
export async function addSubpage({ facility, token, site }, title) {
  await callApi("POST", `/v1/web-pages/${facility.id}/web-page/${site.id}/subpages`, { token, body: { title, sections: [], type: "custom" } })
}

/**
 * Opens `address` again until `check` passes there. A saved change reaches the served site a
 * moment later: its cached pages are dropped on the database's notification (issue 17), and the
 * builder sends a new order after the move. `check` reads the page as served (it has no script
 * that changes it), so plain assertions do.
 */
export async function openWhen(page, address, check) {
  await expect(async () => {
    await page.goto(address)
    await check()
  }, `${address} did not show the change`).toPass({ timeout: 15_000 })
}

/** The site's menu (a navigation landmark) on a page of the site. */
export const siteMenu = (page) => page.getByRole("navigation", { name: "Menu strony" })

/** The titles the site's menu links to, in the order read: each followed by those nested under it. */
export const menuTitles = (page) => siteMenu(page).getByRole("link").allTextContents()

/** The titles of the menu links nested under the link `title`. */
export const nestedMenuTitles = (page, title) =>
  siteMenu(page).getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) }).getByRole("list").getByRole("link").allTextContents()

/** The breadcrumbs of the open page of the site, from the main page to it. */
export const breadcrumbTitles = (page) => page.getByRole("navigation", { name: "Ścieżka" }).getByRole("listitem").allTextContents()
