// Facility websites' accessibility (issue 17: "each theme passes axe with 0 violations in all three
// modes and both colour schemes"). axe-core in Chromium, where colour contrast is measured on the
// painted page, which site-renderer's happy-dom test cannot: every theme × light, dark and high
// contrast × normal and biggest text, on the main page, a subpage, the news list and a news entry
// with attachments. A violation of any impact fails, and so does target-size (off in axe by default,
// scored by Lighthouse). Each page is loaded once per size, painted light by the server from the
// cookie, then switched to dark and high contrast through the preferences island as a visitor does:
// six loads per page and theme took each theme's test 41 s, two take 28 s.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { url } from "../support/browser.mjs"
import { expect, test } from "../support/fixtures.mjs"
import { twoColourPng } from "../support/images.mjs"
import { callApi } from "../support/parentsApi.mjs"
import { premiumOwnerWithSite, siteUrl } from "../support/sites.mjs"

const axeSource = createRequire(import.meta.url)("axe-core").source

/** The nine theme keys of management 9, in the builder's order; the test checks the API offers each. */
const themes = ["crayons", "kindergarden", "meadow", "space", "music_notes", "bears", "puzzles", "rainbow", "magic_theatre"]

/**
 * The two ends of the font sizes, each read in the three palettes (light, dark, high contrast over
 * light). The biggest text is read on a phone: the narrowest layout at the largest text is where
 * text would wrap over the theme's pictures.
 */
const sizes = [
  { fontSize: "normal", mobile: false },
  { fontSize: "biggest", mobile: true }
]

/** The site_prefs cookie the preferences form sets (site-renderer preferences.ts): `light.biggest.0`. */
const lightCookieOf = (fontSize) => `light.${fontSize}.0`

/** Whether <html> carries a class, as site-renderer and the preferences island put them. */
const hasClass = (page, name) => expect(page.locator("html")).toHaveClass(new RegExp(`(^|\\s)${name}(\\s|$)`))

/** Uploads a file as a news attachment of the facility and returns its URL. */
async function attachment(facilityId, token, blob, fileName) {
  const form = new FormData()
  form.append("file", blob, fileName)
  const response = await fetch(url(`/api/facility/list/${facilityId}/publications/attachments`), { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } })
  if (response.status !== 201) throw new Error(`the upload answered ${response.status}: ${await response.text()}`)
  return (await response.json()).url
}

/**
 * A premium facility's site made through the API, with one public news entry that has formatted
 * text, a link, a picture and a PDF: everything a news entry draws.
 */
async function siteWithNews() {
  const owner = await premiumOwnerWithSite()
  const { body: templates } = await callApi("GET", "/v1/page-templates")
  const picture = await attachment(owner.facility.id, owner.token, new Blob([twoColourPng(64, 64)], { type: "image/png" }), "festyn.png")
  const pdf = await attachment(owner.facility.id, owner.token, new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "plan-festynu.pdf")
  const { body: entry } = await callApi("POST", `/facility/list/${owner.facility.id}/publications`, {
    token: owner.token,
    body: {
      title: "Festyn rodzinny",
      content: '<p>Zapraszamy na <strong>festyn</strong> w sobotę. Szczegóły w <a href="https://example.com/festyn">ogłoszeniu</a>.</p><ul><li>gry</li><li>poczęstunek</li></ul>',
      category: "relation",
      visibility: "public",
      attachments: [picture, pdf]
    }
  })
  return { name: owner.name, themes: templates.map((template) => template.key), paths: ["/", "/kontakt", "/aktualnosci", `/aktualnosci/${entry.id}`] }
}

// One site per worker process (this module is loaded once in each): every theme is its preview
// (`?template_preview=`) over the same pages.
let made
const theSite = () => (made ??= siteWithNews())

/**
 * Each violation of the page as it is now, one line with its impact and the nodes it names; and a
 * line if axe measured no text's contrast at all (all of it over pictures, say), which would pass unseen.
 */
async function axeViolations(page) {
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"], rules: { "target-size": { enabled: true } } })
    const violations = result.violations.map((violation) =>
      `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.nodes.slice(0, 3).map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`).join(" | ")}`)
    return result.passes.some((rule) => rule.id === "color-contrast") ? violations : [...violations, "color-contrast: no text measured"]
  })
}

/**
 * The page's axe violations in each palette, labelled: light as the server painted it from the
 * cookie, then dark and high contrast as a visitor switches them, through the preferences form's
 * island (the same classes without a reload). One load and one injection of axe per page and size.
 */
async function violationsInEachPalette(page) {
  const found = []
  const record = async (palette) => {
    for (const violation of await axeViolations(page)) found.push(`${palette}: ${violation}`)
  }
  const press = (name) => page.locator(`form.prefs button[name=${name}]`).click()
  await record("light")
  await press("scheme")
  await hasClass(page, "scheme-dark")
  await record("dark")
  await press("scheme")
  await hasClass(page, "scheme-light")
  await press("contrast")
  await hasClass(page, "contrast-high")
  await record("light, high contrast")
  return found
}

for (const theme of themes) {
  test(`the ${theme} theme has no axe violation in light, dark and high contrast at normal and biggest text`, async ({ newPage }) => {
    const site = await theSite()
    expect(site.themes).toContain(theme)
    const found = []
    const pages = []
    for (const { fontSize, mobile } of sizes) {
      const page = await newPage({ mobile })
      pages.push(page)
      for (const path of site.paths) {
        // each load starts from the light palette at this size: the island's presses set the cookie too
        await page.context().addCookies([{ name: "site_prefs", value: lightCookieOf(fontSize), url: siteUrl(site.name, "/") }])
        const response = await page.goto(siteUrl(site.name, `${path}?template_preview=${theme}`))
        expect(response.status(), path).toBe(200)
        for (const name of [`theme-${theme}`, "scheme-light", ...(fontSize === "normal" ? [] : [`font-${fontSize}`])]) await hasClass(page, name)
        await expect(page.locator("html")).not.toHaveClass(/contrast-high/)
        // through the DevTools protocol, so the page's Content-Security-Policy does not apply
        await page.evaluate(axeSource)
        for (const violation of await violationsInEachPalette(page)) found.push(`${path} ${fontSize} ${violation}`)
      }
    }
    assert.deepEqual(found, [], found.join("\n"))
    assert.deepEqual(pages.flatMap((page) => page.errors), [])
  })
}
