import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { FormAlert } from "../../../shared/forms"
import { LoadingScreen } from "../../../shared/ui/LoadingScreen"
import type { StepProps } from "./StepProps"

// Leaflet arrives only with this step.
const LocationMap = lazy(() => import("./LocationMap"))

/** Where the facility stands (management 2.7 step 3): the pin found for the address, dragged where it belongs. */
export function LocationStep({ context, send, locating }: StepProps) {
  const { t } = useTranslation("claim")
  const { location } = context.draft
  if (locating || location === null) {
    return (
      <p className="wizard__note" role="status">
        {t("LOCATING")}
      </p>
    )
  }
  return (
    <div className="claim__location">
      {context.locationNotFound ? <FormAlert tone="info">{t("LOCATION_NOT_FOUND")}</FormAlert> : <p className="wizard__note">{t("LOCATION_HINT")}</p>}
      <Suspense fallback={<LoadingScreen />}>
        <LocationMap location={location} onMove={(point) => send({ type: "MOVE_PIN", location: point })} />
      </Suspense>
      {/* Not `lat`/`lng`: i18next reads an option named `lng` as the language. */}
      <p className="wizard__note" data-testid="claim-coordinates">
        {t("COORDINATES", { latitude: location.lat.toFixed(5), longitude: location.lng.toFixed(5) })}
      </p>
    </div>
  )
}
