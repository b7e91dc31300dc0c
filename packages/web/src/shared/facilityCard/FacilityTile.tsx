import { facilityProfilePath, type FacilitySummary, facilityTier, formatAddress, formatScore, hasScore } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { ImageWithFallback } from "../ui/ImageWithFallback"
import { SpokenAs } from "../ui/SpokenAs"
import { FavouriteButton } from "../favourites/FavouriteButton"
import { FacilityBadge } from "./FacilityBadge"
import { FacilityIllustration } from "./FacilityIllustration"
import { useTagLookup } from "../useTagLookup"
import "./facilityTile.css"
import { keyFromData } from "../i18n/keyFromData"

/**
 * A facility in a list, in its display tier (spec 2.4): small tile; small tile with photo;
 * large tile with photo and description. The whole tile is one link to the profile.
 */
export function FacilityTile({ facility, headingLevel = 3 }: { facility: FacilitySummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("facilityCard")
  const tags = useTagLookup()
  const tier = facilityTier(facility.status)
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const photoSize = tier === "large" ? { width: 320, height: 200 } : { width: 96, height: 96 }
  return (
    <article className={`facility-tile facility-tile--${tier}`} data-testid="facility-tile" data-tier={tier}>
      {tier !== "small" && (
        <ImageWithFallback
          className="facility-tile__photo"
          src={facility.avatar}
          alt={t("AVATAR_ALT", { name: facility.name })}
          placeholder={<FacilityIllustration facility={facility} className="facility-tile__photo" />}
          {...photoSize}
        />
      )}
      <div className="facility-tile__body">
        <div className="facility-tile__meta">
          <span className="facility-tile__type">{t(keyFromData(tags.specializationKey(facility.specialization)))}</span>
          <FacilityBadge facility={facility} size="sm" />
          <FavouriteButton facilityId={facility.id} name={facility.name} />
        </div>
        <Heading className="facility-tile__name">
          <Link href={facilityProfilePath(facility)} className="facility-tile__link">
            {facility.name}
          </Link>
        </Heading>
        <p className="facility-tile__address">{formatAddress(facility)}</p>
        {tier === "large" && facility.excerpt && <p className="facility-tile__excerpt">{facility.excerpt}</p>}
        <p className="facility-tile__footer">
          {hasScore(facility.score_total) ? (
            <>
              <SpokenAs
                className="facility-tile__score"
                visible={`★ ${formatScore(facility.score_total)}`}
                spoken={t("SCORE_TOTAL_LABEL", { score: formatScore(facility.score_total) })}
              />
              <span className="facility-tile__opinions">{t("OPINIONS_COUNT", { count: facility.opinions_count })}</span>
            </>
          ) : (
            <span className="facility-tile__opinions">{t("NO_RATINGS_YET")}</span>
          )}
          {facility.recruitment_active && <span className="facility-tile__recruitment">{t("RECRUITMENT_OPEN")}</span>}
        </p>
      </div>
    </article>
  )
}
