import { facilityLinks, facilityRefOf, facilityTagChips, formatAddress, formatDate, type Facility } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { ImageWithFallback } from "../../../shared/ui/ImageWithFallback"
import { FacilityBadge } from "../../../shared/facilityCard/FacilityBadge"
import { FavouriteButton } from "../../../shared/favourites/FavouriteButton"
import { FacilityIllustration } from "../../../shared/facilityCard/FacilityIllustration"
import type { TagLookup } from "../../../shared/useTagLookup"
import { ContactButtons } from "./ContactButtons"
import { FacilitySiteLink } from "./FacilitySiteLink"
import { Icon } from "../../../shared/ui/Icon"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { reportWebsiteClick } from "../websiteClick"

/** Name, badge, type, address, tags, contact and links (spec 2.7 'info'). */
export function FacilityHeader({ facility, tags }: { facility: Facility; tags: TagLookup }) {
  const { t } = useTranslation(["facility", "facilityCard"])
  const chips = facilityTagChips(facility, tags.byId)
  const links = facilityLinks(facility)

  return (
    <header className="facility-header card" id="info">
      <ImageWithFallback
        className="facility-header__avatar"
        src={facility.avatar}
        alt={t("facilityCard:AVATAR_ALT", { name: facility.name })}
        placeholder={<FacilityIllustration facility={facility} className="facility-header__avatar" />}
        width={112}
        height={112}
        loading="eager"
      />
      <div className="facility-header__main">
        <div className="facility-header__meta">
          <span className="facility-header__type" data-testid="facility-type">
            {t(keyFromData(tags.specializationKey(facility.specialization)))}
          </span>
          <FacilityBadge facility={facility} />
          <FavouriteButton facilityId={facility.id} name={facility.name} />
          {facility.verified && (
            <span className="facility-header__checked" title={t("DATA_CHECKED_HINT")} data-testid="facility-data-checked">
              {t("DATA_CHECKED")}
            </span>
          )}
        </div>
        <h1 className="facility-header__name" data-testid="facility-name">
          {facility.name}
        </h1>
        <p className="facility-header__address" data-testid="facility-address">
          <Icon name="pin" size={16} className="facility-header__pin" />
          {/* One text run: address and district wrap as a line of text, never as two columns. */}
          <span>
            {formatAddress(facility)}
            {facility.district && <span className="facility-header__district"> · {facility.district}</span>}
          </span>
        </p>
        {chips.length > 0 && (
          <ul className="facility-tags" aria-label={t("TAGS")} data-testid="facility-tags">
            {chips.map((chip) => (
              <li
                key={chip.kind === "tag" ? chip.tag.id : chip.kind}
                className={`facility-tag${chip.tone === "success" ? " facility-tag--success" : ""}`}
              >
                {chip.kind === "tag" ? t(keyFromData(chip.tag.display)) : t("facilityCard:RECRUITMENT_OPEN")}
              </li>
            ))}
          </ul>
        )}
        <dl className="facility-facts">
          {facility.headmaster && (
            <div>
              <dt>{t("HEADMASTER")}</dt>
              <dd>{facility.headmaster}</dd>
            </div>
          )}
          {facility.children_count !== null && (
            <div>
              <dt>{t("CHILDREN_COUNT")}</dt>
              <dd>{facility.children_count}</dd>
            </div>
          )}
          <div>
            <dt>{t("ADDED_ON")}</dt>
            <dd>{formatDate(facility.created_at)}</dd>
          </div>
        </dl>
        <div className="facility-header__contact">
          <ContactButtons facility={facility} />
          <ul className="facility-links">
            <FacilitySiteLink facilityRef={facilityRefOf(facility)} onFollow={() => reportWebsiteClick(facility.id)} />
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="nofollow noopener noreferrer"
                  className="facility-links__link"
                  onClick={link.key === "WEBSITE" ? () => reportWebsiteClick(facility.id) : undefined}
                >
                  {t(link.key)}
                  <span className="visually-hidden"> ({t("OPENS_IN_NEW_TAB")})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  )
}
