import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, describe, expect, it } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { routes, type RouteMeta } from "../shared/routing/paths"
import { RouteGate } from "./RouteGate"

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let cleanup: (() => void) | null = null
afterEach(() => cleanup?.())

function render(path: string, meta: RouteMeta = routes.user.meta) {
  const location = memoryLocation({ path, record: true })
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <Router hook={location.hook}>
        <RouteGate meta={meta}>
          <p>secret profile</p>
        </RouteGate>
      </Router>
    )
  )
  cleanup = () => {
    act(() => root.unmount())
    container.remove()
  }
  return { container, history: location.history }
}

describe("route guard (spec 6)", () => {
  it("sends a guest on a 'user' route to '/'", () => {
    const { container, history } = render("/user/profile")
    expect(container.textContent).not.toContain("secret profile")
    expect(history.at(-1)).toBe("/")
  })

  it("lets anyone into a route without validation", () => {
    const { container, history } = render("/logowanie", routes.login.meta)
    expect(container.textContent).toContain("secret profile")
    expect(history).toEqual(["/logowanie"])
  })
})
