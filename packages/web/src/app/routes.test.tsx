import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { pathTo } from "../shared/routing/paths"
import { serveRecordedAnswers } from "../shared/testing/recordedApi"
import { renderWithProviders } from "../shared/testing/TestProviders"
import { AppRoutes } from "./routes"

/**
 * The route table: the first pages render from routes.tsx, every other page from laterPages.tsx,
 * loaded with the first such page opened. Both halves must reach their page, and a path of
 * neither is the 404 page.
 */
describe("AppRoutes", () => {
  it("opens a page of the later table (the page for facilities) once its table has loaded", async () => {
    // The page reads the packages' limits; none is what it shows then.
    serveRecordedAnswers({ "GET /api/v1/user-limit": () => ({ status: 200, body: [] }) })
    renderWithProviders(<AppRoutes />, { path: pathTo("product_landing") })
    // The first render loads two modules (the table, then the page): vitest transforms them on demand.
    expect(await screen.findAllByTestId("for-facilities-create", {}, { timeout: 15_000 })).not.toHaveLength(0)
  }, 20_000)

  it("shows the 404 page for a path no route matches", async () => {
    renderWithProviders(<AppRoutes />, { path: "/no-such-page/at-all" })
    expect(await screen.findByText("404", { selector: ".error-view__code" })).toBeDefined()
    expect(screen.queryByTestId("for-facilities-create")).toBeNull()
  })
})
