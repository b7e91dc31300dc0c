import { describe, expect, it, vi } from "vitest"
import { ANALYTICS_EVENT, scrollDepthReached, track } from "./analytics"
import { resolveEnvironment } from "./environment"
import { formatPageTitle } from "./hooks/usePageTitle"
import { servedSetting } from "./servedSettings"

describe("scroll depth (spec 2.3)", () => {
  it("is reached when the viewport's bottom passes 90% of the page", () => {
    expect(scrollDepthReached(0, 800, 4000)).toBe(false)
    expect(scrollDepthReached(2800, 800, 4000)).toBe(true)
    expect(scrollDepthReached(2790, 800, 4000)).toBe(false)
    expect(scrollDepthReached(0, 800, 0)).toBe(false)
  })

  it("dispatches analytics as a DOM event, with no third party involved", () => {
    const listener = vi.fn()
    window.addEventListener(ANALYTICS_EVENT, listener)
    track("scroll_depth", { depth: 90, path: "/" })
    window.removeEventListener(ANALYTICS_EVENT, listener)
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ name: "scroll_depth", depth: 90, path: "/" })
  })
})

describe("environment (spec 1)", () => {
  it("takes what the server (or the build) declares, else guesses from the dev mode and the host", () => {
    expect(resolveEnvironment("stage", "production", "pociecha.pl")).toBe("stage")
    expect(resolveEnvironment("prod", "production", "localhost")).toBe("production")
    expect(resolveEnvironment(undefined, "development", "pociecha.pl")).toBe("development")
    expect(resolveEnvironment(null, "production", "localhost")).toBe("localhost")
    expect(resolveEnvironment(undefined, "production", "sloneczko.localhost")).toBe("localhost")
    expect(resolveEnvironment("", "production", "pociecha.pl")).toBe("production")
  })

  it("reads the settings the server wrote into index.html", () => {
    const doc = document.implementation.createHTMLDocument()
    expect(servedSetting("environment", doc)).toBeNull()
    doc.head.innerHTML = '<meta name="pociecha-env" content="local"><meta name="pociecha-tile-url" content="https://t.example/{z}/{x}/{y}.png">'
    expect(servedSetting("environment", doc)).toBe("local")
    expect(servedSetting("tileUrl", doc)).toBe("https://t.example/{z}/{x}/{y}.png")
  })
})

describe("page titles (spec 2.15)", () => {
  it("adds the site name, or shows it alone", () => {
    expect(formatPageTitle("Żłobki w Krakowie", "Pociecha")).toBe("Żłobki w Krakowie | Pociecha")
    expect(formatPageTitle("", "Pociecha")).toBe("Pociecha")
    expect(formatPageTitle(null, "Pociecha")).toBe("Pociecha")
  })
})
