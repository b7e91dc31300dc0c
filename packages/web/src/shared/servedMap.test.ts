import { describe, expect, it } from "vitest"
import { keepServedMap, takeServedMap } from "./servedMap"

const pageWith = (html: string) => {
  const root = document.createElement("div")
  root.innerHTML = html
  return root
}

describe("the served map", () => {
  it("is kept before the first render and given once, to a map of the size its tiles were placed for", () => {
    const page = pageWith('<div class="map-page"><div class="served-map" data-served-map="{}" data-size="412x700"><img alt=""></div></div>')
    const layer = page.querySelector(".served-map")
    keepServedMap(page)
    page.innerHTML = "" // the app's first render takes the server's view away
    expect(takeServedMap(412, 700)).toBe(layer)
    expect(takeServedMap(412, 700)).toBeNull()
  })

  it("is not given to a map of another size, nor kept for a later one", () => {
    keepServedMap(pageWith('<div class="served-map" data-served-map="{}" data-size="412x700"></div>'))
    expect(takeServedMap(412, 676)).toBeNull()
    expect(takeServedMap(412, 700)).toBeNull()
  })

  it("is nothing on a page without one, or before its tiles were drawn", () => {
    keepServedMap(pageWith('<div class="map-page"></div>'))
    expect(takeServedMap(412, 700)).toBeNull()
    keepServedMap(pageWith('<div class="served-map" data-served-map="{}"></div>'))
    expect(takeServedMap(0, 0)).toBeNull()
  })
})
