import { type FacilityMarker, facilityProfilePath, formatAddress, formatScore, hasScore } from "@pociecha/core"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { FacilityBadge } from "../../shared/facilityCard/FacilityBadge"
import { FavouriteButton } from "../../shared/favourites/FavouriteButton"
import { useTagLookup } from "../../shared/useTagLookup"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button, ButtonLink } from "../../shared/ui/Button"

/** The card of the marker the visitor chose: what the facility is, and a link to its profile. */
export function MarkerCard({ facility, onClose }: { facility: FacilityMarker; onClose: () => void }) {
  const { t } = useTranslation(["map", "facilityCard"])
  const tags = useTagLookup()
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => link.current?.focus({ preventScroll: true }), [facility.id])
  return (
    <div
      className="map-card"
      role="dialog"
      aria-label={facility.name}
      data-testid="map-card"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose()
      }}
    >
      <div className="map-card__meta">
        <span className="map-card__type">{t(keyFromData(tags.specializationKey(facility.specialization)))}</span>
        <FacilityBadge facility={facility} size="sm" />
        <FavouriteButton facilityId={facility.id} name={facility.name} />
      </div>
      <p className="map-card__name">{facility.name}</p>
      <p className="map-card__address">{formatAddress({ ...facility, post_code: null })}</p>
      <p className="map-card__score">
        {hasScore(facility.score_total) ? (
          <>
            <span aria-hidden="true">★</span> {formatScore(facility.score_total)}
          </>
        ) : (
          t("facilityCard:NO_RATINGS_YET")
        )}
      </p>
      <div className="map-card__actions">
        <ButtonLink ref={link} href={facilityProfilePath(facility)} variant="primary" data-testid="map-card-link">
          {t("SEE_PROFILE")}
        </ButtonLink>
        <Button variant="ghost" onClick={onClose}>
          {t("CLOSE")}
        </Button>
      </div>
    </div>
  )
}
