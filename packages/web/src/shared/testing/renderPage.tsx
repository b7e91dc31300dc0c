import { act, type ReactNode } from "react"
import { Route } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import type { mountTestRoot } from "./mountTestRoot"
import { TestProviders } from "./TestProviders"

/**
 * Renders a page as the app would at `path`, in the hand-made root of mountTestRoot, through
 * {@link TestProviders}. With `route`, the page sits in that route pattern, so it reads its
 * parameters from the path. For files not yet on Testing Library (renderWithProviders).
 */
export async function renderPage(mounted: ReturnType<typeof mountTestRoot>, path: string, page: ReactNode, { route }: { readonly route?: string } = {}) {
  const location = memoryLocation({ path, record: true })
  await act(async () => {
    mounted.root.render(<TestProviders location={location}>{route === undefined ? page : <Route path={route}>{page}</Route>}</TestProviders>)
  })
  return location
}
