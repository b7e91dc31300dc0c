import { CARD_PANEL_BASE } from "@pociecha/core"
import { QueryClientProvider } from "@tanstack/react-query"
import { Router } from "wouter"
import { CardPanel } from "../../features/ownerArea/panel/CardPanel"
import { queryClient } from "../../shared/queryClient"
import { appSession } from "../../shared/session/appSession"
import { PociechaSessionProvider } from "../../shared/session/PociechaSessionProvider"
import { AlertModalHost } from "../../shared/ui/AlertModal"
import { AppToaster } from "../../shared/ui/Toaster"

/**
 * The business-card panel's app (management 2.8): the portal's session and query cache, a router
 * below the panel's base path, the panel, and the toasts its saves confirm with.
 */
export function PanelApp() {
  return (
    <PociechaSessionProvider session={appSession}>
      <QueryClientProvider client={queryClient}>
        <Router base={CARD_PANEL_BASE}>
          <CardPanel />
        </Router>
        <AlertModalHost />
        <AppToaster />
      </QueryClientProvider>
    </PociechaSessionProvider>
  )
}
