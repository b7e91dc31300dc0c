import { facilityProfilePath, facilityQuery, formatAddress, readVisitedFacilities } from "@pociecha/core"
import { useQueries } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { browserStorage } from "../../shared/browserStorage"

/** How many of the remembered facilities My account lists. */
const SHOWN = 5

/**
 * The facilities last opened on this device (public 2.7: visited facilities are remembered, by
 * core's visitedFacilities), the latest first, each a link back to its profile. Each is read with
 * the profile's own query, so one opened a moment ago comes from the cache; one gone since is
 * left out, and with none there is no section.
 */
export function RecentlyViewed() {
  const { t } = useTranslation("account")
  // Read once: the list is of what was opened before this page.
  const [ids] = useState(() => readVisitedFacilities(browserStorage()).slice(0, SHOWN))
  const facilities = useQueries({ queries: ids.map((id) => facilityQuery(api, String(id))) }).flatMap((query) =>
    query.data === undefined ? [] : [query.data])
  if (facilities.length === 0) return null
  return (
    <section className="card profile__section" aria-labelledby="profile-recent" data-testid="recently-viewed">
      <h2 id="profile-recent">{t("RECENTLY_VIEWED")}</h2>
      <ul className="profile__recent">
        {facilities.map((facility) => (
          <li key={facility.id}>
            <Link href={facilityProfilePath(facility)}>{facility.name}</Link>
            <span className="profile__recent-address">{formatAddress(facility)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
