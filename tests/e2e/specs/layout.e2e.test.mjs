// Layout at 390×844 and 1366×900, read from the elements' boxes (issue 7, defects 5–7).
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { mapResults, url } from "../support/browser.mjs"
import { facilityInDistrictPath, recommendedFacilityPath } from "../support/samples.mjs"

const box = (locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON())

/** Holds the page's requests for scripts matching `pattern` until `release()` is called. */
async function holdScripts(page, pattern) {
  let release
  const held = new Promise((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}
const wide = { width: 1366, height: 900 }

test("the environment strip never covers a button, link or field and never takes a click (defect 5)", async ({ newPage }) => {
  const page = await newPage({ mobile: true })
  for (const path of ["/", await recommendedFacilityPath(), "/wszystkie-lokalizacje?city=krakow"]) {
    await page.goto(url(path))
    const strip = page.getByTestId("env-watermark")
    await expect(strip).toBeVisible()
    await page.waitForLoadState("networkidle")
    assert.equal(await strip.evaluate((element) => getComputedStyle(element).pointerEvents), "none")
    // Scrolled through the whole page, the strip's box meets no visible control's box.
    const overlaps = await page.evaluate(async () => {
      const found = new Set()
      const strip = document.querySelector('[data-testid="env-watermark"]')
      const step = Math.max(200, Math.floor(window.innerHeight / 2))
      for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        const s = strip.getBoundingClientRect()
        if (s.bottom <= 0 || s.top >= window.innerHeight) continue
        for (const control of document.querySelectorAll("a[href], button, input, select, textarea, [role=button]")) {
          const c = control.getBoundingClientRect()
          if (c.width === 0 || c.height === 0 || getComputedStyle(control).visibility === "hidden") continue
          if (c.left < s.right && c.right > s.left && c.top < s.bottom && c.bottom > s.top) found.add(control.outerHTML.slice(0, 80))
        }
      }
      window.scrollTo(0, 0)
      return [...found]
    })
    assert.deepEqual(overlaps, [], `on ${path}`)
  }
})

test("while a page's code loads the footer waits below the fold, so it never jumps down (Lighthouse's layout shift)", async ({ newPage }) => {
  for (const mobile of [true, false]) {
    const page = await newPage({ mobile })
    // The landing page, the map and a profile render whole once their code is in (the first render
    // waits for it); another page opened first shows the shell while its code loads.
    const release = await holdScripts(page, /\/assets\/CatalogVoivodeshipsPage-[\w-]+\.js$/)
    try {
      await page.goto(url("/przedszkola-miasta"))
      const footer = page.locator("footer.footer")
      await expect(footer).toBeAttached()
      const { top, viewport } = await footer.evaluate((element) => ({ top: element.getBoundingClientRect().top, viewport: window.innerHeight }))
      assert.ok(top >= viewport - 1, `${mobile ? "phone" : "desktop"}: the footer starts at ${top}px of a ${viewport}px screen before the page is in`)
      release()
      await expect(page.getByTestId("catalog-voivodeships")).toBeVisible()
    } finally {
      release()
    }
  }
})

test("a profile opened first shows the server's view of its header while its code loads, then the page, with no loading screen between", async ({ newPage }) => {
  const page = await newPage({ mobile: true })
  const release = await holdScripts(page, /\/assets\/FacilityPage-[\w-]+\.js$/)
  try {
    const path = await recommendedFacilityPath()
    const { name } = await (await fetch(url(`/api/facility/list/${path.split("/").pop()}`))).json()
    await page.goto(url(path))
    // Before any of the page's code: the name as the page's heading, in the header's own place.
    const served = page.locator("[data-served-view] h1.facility-header__name")
    assert.equal(await served.innerText(), name)
    const seen = await page.evaluate(() => {
      const states = []
      new MutationObserver(() => {
        const root = document.getElementById("root")
        const state = root.querySelector("[data-served-view]") ? "served" : root.querySelector('[data-testid="facility-name"]') ? "page" : "other"
        if (states.at(-1) !== state) states.push(state)
      }).observe(document.getElementById("root"), { childList: true, subtree: true })
      window.__profileStates = states
      return true
    })
    assert.ok(seen)
    release()
    await expect(page.getByTestId("facility-name")).toBeVisible()
    assert.equal(await page.getByTestId("facility-name").innerText(), name)
    assert.deepEqual(await page.evaluate(() => window.__profileStates), ["page"])
    // The facility is described once, by the served head's schema.org data: the app adds none of its own.
    const described = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent)["@type"]).filter((type) => type === "ChildCare" || type === "Preschool"))
    assert.equal(described.length, 1)
  } finally {
    release()
  }
})

/** The tiles in a map element, each as its URL and its place in the element (`x,y`). */
const tilesIn = (page, container, tiles) =>
  page.evaluate(([containerSelector, tileSelector]) => {
    const frame = document.querySelector(containerSelector).getBoundingClientRect()
    return [...document.querySelectorAll(tileSelector)].map((tile) => {
      const place = tile.getBoundingClientRect()
      return `${tile.getAttribute("src")} ${place.x - frame.x},${place.y - frame.y}`
    }).sort()
  }, [container, tiles])

for (const mobile of [true, false]) {
  test(`the map opened first draws its city's tiles before its code loads, where Leaflet then puts the same tiles (${mobile ? "phone" : "desktop"})`, async ({ newPage }) => {
    const page = await newPage({ mobile })
    const release = await holdScripts(page, /\/assets\/[^/]+\.js$/)
    try {
      await page.goto(url("/wszystkie-lokalizacje?city=krakow"), { waitUntil: "commit" })
      await expect(page.locator(".served-map img").first()).toBeAttached()
      const served = await tilesIn(page, "[data-served-view] .map-page__map", ".served-map img")
      assert.ok(served.length >= 4, `the served map has ${served.length} tiles`)
      // The served tiles stay under the map from the app's first render until Leaflet's are in.
      await page.evaluate(() => {
        new MutationObserver((_changes, observer) => {
          if (document.querySelector(".leaflet-container") === null) return
          window.__servedUnderMap = document.querySelector(".map-view__canvas > .served-map") !== null
          observer.disconnect()
        }).observe(document.getElementById("root"), { childList: true, subtree: true, attributes: true })
      })
      release()
      await mapResults(page)
      assert.equal(await page.evaluate(() => window.__servedUnderMap), true)
      const zoom = /\/(\d+)\/\d+\/\d+\.png/.exec(served[0])[1]
      const leaflet = (await tilesIn(page, ".map-view__canvas", ".leaflet-tile")).filter((tile) => tile.includes(`/${zoom}/`))
      assert.deepEqual(leaflet, served)
    } finally {
      release()
    }
  })
}

test("on a phone the map's count stays on screen and 'Wszystkie filtry' stays on one line (defect 6)", async ({ newPage }) => {
  const page = await newPage({ mobile: true })
  // The whole country: more facilities than a country view shows, so the count carries the
  // 'zoom in for more' hint, its longest form.
  await page.goto(url("/wszystkie-lokalizacje"))
  await mapResults(page)
  const count = page.getByTestId("map-results-count")
  assert.match(await count.innerText(), /przybliż/)
  const chip = await box(count)
  assert.ok(chip.left >= 0 && chip.right <= 390, `the count runs from ${chip.left} to ${chip.right}`)

  const allFilters = page.getByRole("button", { name: "Wszystkie filtry" })
  const button = await box(allFilters)
  const lineHeight = await allFilters.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
  assert.ok(button.height < 2 * lineHeight, `'Wszystkie filtry' is ${button.height}px tall: it wraps`)
  assert.ok(button.right <= 390)
})

test("on a phone the filters' 'Zastosuj' is on screen without scrolling the dialog (defect 6)", async ({ newPage }) => {
  const page = await newPage({ mobile: true })
  await page.goto(url("/wszystkie-lokalizacje?city=krakow"))
  await mapResults(page)
  await page.getByRole("button", { name: "Wszystkie filtry" }).click()
  const dialog = page.getByRole("dialog", { name: "Wszystkie filtry" })
  await expect(dialog.getByRole("checkbox").first()).toBeVisible()
  const apply = await box(dialog.getByRole("button", { name: "Zastosuj" }))
  assert.ok(apply.top >= 0 && apply.bottom <= 844, `'Zastosuj' is at ${apply.top}–${apply.bottom} of 844`)
  // And it works from there: choosing a type and applying puts it in the address.
  await dialog.getByRole("checkbox", { name: "Żłobek", exact: true }).check()
  await dialog.getByRole("button", { name: "Zastosuj" }).click()
  await page.waitForURL((current) => current.searchParams.get("specialization") === '["nursery"]')
})

test("on a phone '/ 5' stays beside the score and the district follows the address (defect 6)", async ({ newPage }) => {
  const page = await newPage({ mobile: true })
  await page.goto(url(await facilityInDistrictPath({ rated: true })))
  await expect(page.getByTestId("facility-name")).toBeVisible()
  // Measured on the text itself: a grid item's box may be wider than what it shows.
  const gap = await page.evaluate(() => {
    const textBox = (selector) => {
      const range = document.createRange()
      range.selectNodeContents(document.querySelector(selector))
      return range.getBoundingClientRect()
    }
    return textBox(".facility-scores__of").left - textBox(".facility-scores__value").right
  })
  assert.ok(gap >= 0 && gap <= 12, `'/ 5' is ${gap}px from the score`)

  // The address and the district read as one line of text: the district starts on or after
  // the address's last line, never beside its first one as a second column.
  const { addressLines, district } = await page.evaluate(() => {
    const address = document.querySelector('[data-testid="facility-address"]')
    const districtElement = address.querySelector(".facility-header__district")
    const walker = document.createTreeWalker(address, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let node = walker.nextNode()
    while (node !== null && districtElement.contains(node)) node = walker.nextNode()
    range.selectNodeContents(node)
    const tops = [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))]
    return { addressLines: tops, district: districtElement.getClientRects()[0].toJSON() }
  })
  assert.ok(Math.round(district.top) >= Math.max(...addressLines) - 1, `district at ${district.top}, address lines at ${addressLines}`)
})

test("catalogue rows are full and no tile is stretched into a box with a hole (defect 6)", async ({ newPage }) => {
  const page = await newPage()
  await page.setViewportSize(wide)
  await page.goto(url("/przedszkola/malopolskie/krakow"))
  const list = page.getByTestId("catalog-facilities")
  await expect(list).toBeVisible()
  const { listBox, tiles } = await list.evaluate((element) => ({
    listBox: element.getBoundingClientRect().toJSON(),
    tiles: [...element.querySelectorAll('[data-testid="facility-tile"]')].map((tile) => {
      const footer = tile.querySelector(".facility-tile__footer")
      return {
        tier: tile.dataset.tier,
        box: tile.getBoundingClientRect().toJSON(),
        hole: footer.getBoundingClientRect().top - footer.previousElementSibling.getBoundingClientRect().bottom
      }
    })
  }))
  assert.ok(tiles.some((tile) => tile.tier === "large") && tiles.some((tile) => tile.tier !== "large"), "the page mixes large and small tiles")
  const rows = new Map()
  for (const tile of tiles) rows.set(Math.round(tile.box.top), [...(rows.get(Math.round(tile.box.top)) ?? []), tile])
  for (const [top, row] of rows) {
    assert.ok(Math.abs(Math.min(...row.map((tile) => tile.box.left)) - listBox.left) <= 1, `row at ${top} does not start at the list's edge`)
    assert.ok(Math.abs(Math.max(...row.map((tile) => tile.box.right)) - listBox.right) <= 1, `row at ${top} leaves a hole at its end`)
  }
  for (const tile of tiles) assert.ok(tile.hole <= 60, `a ${tile.tier} tile has ${Math.round(tile.hole)}px of empty space`)
})

test("the landing grid shows each facility's own picture, not one house for all (defect 7)", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/"))
  const grid = page.getByTestId("recommended-facilities")
  await expect(grid).toBeVisible()
  const pictures = await grid.locator('[data-testid="facility-illustration"]').evaluateAll((svgs) =>
    svgs.map((svg) => ({ drawing: svg.innerHTML, hidden: svg.getAttribute("aria-hidden") })))
  const tiles = await grid.getByTestId("facility-tile").count()
  assert.equal(pictures.length, tiles)
  assert.ok(new Set(pictures.map((picture) => picture.drawing)).size >= Math.min(tiles, 8), "the pictures repeat")
  assert.ok(pictures.every((picture) => picture.hidden === "true"), "the pictures are decorative: the tile names the facility")
  assert.equal(await grid.locator('img[src$="/placeholders/facility.svg"]').count(), 0)
})
