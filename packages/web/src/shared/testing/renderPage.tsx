import { QueryClientProvider } from "@tanstack/react-query"
import { act, type ReactNode } from "react"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import type { mountTestRoot } from "./mountTestRoot"
import { testQueryClient } from "./recordedApi"

/**
 * Renders a page as the app would at `path`: with a fresh query cache, and a router over an
 * in-memory location whose history the test reads (`location.history`). With `route`, the page
 * sits in that route pattern, so it reads its parameters from the path.
 */
export async function renderPage(mounted: ReturnType<typeof mountTestRoot>, path: string, page: ReactNode, { route }: { readonly route?: string } = {}) {
  const location = memoryLocation({ path, record: true })
  await act(async () => {
    mounted.root.render(
      <QueryClientProvider client={testQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {route === undefined ? page : <Route path={route}>{page}</Route>}
        </Router>
      </QueryClientProvider>
    )
  })
  return location
}
