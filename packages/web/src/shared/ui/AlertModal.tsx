import { lazy, Suspense, useSyncExternalStore } from "react"
import { alertStore } from "./alertStore"

const AlertDialog = lazy(() => import("./AlertDialog"))

/**
 * Where the global alert modal lives (rendered once by the layout; open it with showAlert()).
 * Its dialog code loads with the first alert, so pages that never alert never pay for it.
 */
export function AlertModalHost() {
  const needed = useSyncExternalStore(alertStore.subscribe, alertStore.everShown, alertStore.everShown)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <AlertDialog />
    </Suspense>
  )
}
