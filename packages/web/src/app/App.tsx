import { QueryClientProvider } from "@tanstack/react-query"
import { Router } from "wouter"
import { queryClient } from "../shared/queryClient"
import { FavouritesProvider } from "../shared/favourites/FavouritesProvider"
import { appSession } from "../shared/session/appSession"
import { PociechaSessionProvider } from "../shared/session/PociechaSessionProvider"
import { Layout } from "./layout/Layout"
import { MaintenanceGate } from "./MaintenanceGate"
import { AppRoutes } from "./routes"

/**
 * The app: the page's session (its user, client and ready machines), the cache of server reads,
 * the hearts (one favourites machine for the page),
 * one router (wouter's own parser, regexparam, is the route table's grammar), the layout, and the pages (or the maintenance page while maintenance is on).
 */
export function App() {
  return (
    <PociechaSessionProvider session={appSession}>
      <QueryClientProvider client={queryClient}>
        <FavouritesProvider>
          <Router>
            <Layout>
              <MaintenanceGate>
                <AppRoutes />
              </MaintenanceGate>
            </Layout>
          </Router>
        </FavouritesProvider>
      </QueryClientProvider>
    </PociechaSessionProvider>
  )
}
