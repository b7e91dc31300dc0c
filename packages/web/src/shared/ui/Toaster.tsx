import { useTranslation } from "react-i18next"
import { Toaster } from "sonner"

/** How long a toast stays (spec 9). */
export const TOAST_DURATION_MS = 4000

/**
 * Toasts at the bottom right (spec 2.3, 9) in the spec's colours: error red, success green,
 * warning yellow, info blue. Show them with `toast.error(…)`, `toast.success(…)` etc.
 */
export function AppToaster() {
  const { t } = useTranslation()
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t("NOTIFICATIONS")}
      toastOptions={{ closeButtonAriaLabel: t("CLOSE") }}
    />
  )
}
