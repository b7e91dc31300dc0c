import { QueryClientProvider, type QueryClient } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState, type ReactNode } from "react"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { appSession } from "../session/appSession"
import { PociechaSessionProvider } from "../session/PociechaSessionProvider"
import { testQueryClient } from "./recordedApi"

/** The in-memory location a component under test routes with (wouter's memoryLocation). */
export type TestLocation = Pick<ReturnType<typeof memoryLocation>, "hook" | "searchHook">

// One query cache per location: a location is one visit, which keeps its cache when the page is
// mounted again (as strict mode does), while another location starts with an empty one.
const visitCaches = new WeakMap<TestLocation, QueryClient>()
const cacheOfVisit = (location: TestLocation) => {
  const cache = visitCaches.get(location) ?? testQueryClient()
  visitCaches.set(location, cache)
  return cache
}

/**
 * What the app's root gives every component — the page's session, a query cache and a router — for
 * a component under test (the session is the page's own, which `api` calls through and the tests'
 * signedInUser signs in): the one wrapper every web test renders through, so a provider the app adds at its root is
 * added here once. A query cache per location unless a test brings its own to inspect.
 */
export function TestProviders({ children, location, queryClient }: {
  readonly children: ReactNode
  readonly location?: TestLocation | undefined
  readonly queryClient?: QueryClient | undefined
}) {
  const [fallbackLocation] = useState(() => memoryLocation({ path: "/" }))
  const routing = location ?? fallbackLocation
  const client = queryClient ?? cacheOfVisit(routing)
  return (
    <PociechaSessionProvider session={appSession}>
      <QueryClientProvider client={client}>
        <Router hook={routing.hook} searchHook={routing.searchHook}>
          {children}
        </Router>
      </QueryClientProvider>
    </PociechaSessionProvider>
  )
}

/**
 * Renders `ui` with Testing Library inside {@link TestProviders}, as the app would at `path`
 * (with `route`, the component sits in that route pattern and reads its parameters from the path).
 * Returns Testing Library's queries, the location (its `history`) and a user-event session to act.
 */
export function renderWithProviders(ui: ReactNode, { path = "/", route, queryClient }: {
  readonly path?: string
  readonly route?: string
  readonly queryClient?: QueryClient
} = {}) {
  const location = memoryLocation({ path, record: true })
  const user = userEvent.setup()
  // As Testing Library's wrapper, so `rerender` updates `ui` inside the same providers.
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <TestProviders location={location} queryClient={queryClient}>
      {route === undefined ? children : <Route path={route}>{children}</Route>}
    </TestProviders>
  )
  const rendered = render(ui, { wrapper })
  return { ...rendered, location, user }
}
