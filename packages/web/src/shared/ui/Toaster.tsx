import { useTranslation } from "react-i18next"
import { useLoadedSonner } from "./toast"

/** How long a toast stays (spec 9). */
export const TOAST_DURATION_MS = 4000

/**
 * Toasts at the bottom right (spec 2.3, 9) in the spec's colours: error red, success green,
 * warning yellow, info blue. Show them with `toast.error(…)`, `toast.success(…)` etc. from
 * ./toast; the toaster itself mounts with the first one.
 */
export function AppToaster() {
  const { t } = useTranslation()
  const sonner = useLoadedSonner()
  if (sonner === null) return null
  return (
    <sonner.Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t("NOTIFICATIONS")}
      toastOptions={{ closeButtonAriaLabel: t("CLOSE") }}
    />
  )
}
