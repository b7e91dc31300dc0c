import { describe, expect, it } from "vitest"
import { routes, type RouteMeta } from "../shared/routing/paths"
import { renderWithProviders } from "../shared/testing/TestProviders"
import { RouteGate } from "./RouteGate"

function render(path: string, meta: RouteMeta = routes.user.meta) {
  const { container, location } = renderWithProviders(
    <RouteGate meta={meta}>
      <p>secret profile</p>
    </RouteGate>,
    { path }
  )
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
