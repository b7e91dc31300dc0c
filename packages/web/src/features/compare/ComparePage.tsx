import {
  COMPARE_MIN, compareIdsFromSearch, type Facility, facilityProfilePath, facilityQuery, formatDate, formatScore, hasScore, hoursText, type NearPlace,
  readRefinements, rowDiffers, writeRefinements
} from "@pociecha/core"
import { useQueries } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { FacilityBadge } from "../../shared/facilityCard/FacilityBadge"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { useDistanceText } from "../../shared/nearPlace/FacilityDistance"
import { NearPlaceChooser } from "../../shared/nearPlace/NearPlaceChooser"
import { pathTo } from "../../shared/routing/paths"
import { useTagLookup } from "../../shared/useTagLookup"
import { Button, ButtonLink } from "../../shared/ui/Button"
import { compareRows } from "./compareRows"
import "./compare.css"

/**
 * /porownaj?ids=… (issue 20): two to four facilities side by side, each read with its profile's
 * own query; the rows where they differ are highlighted (core's rowDiffers), and the page prints.
 * A place chosen here (or brought from the map, `near=`) adds each one's distance; the URL keeps
 * it, so the shared address compares from the same place.
 */
export default function ComparePage() {
  const { t } = useTranslation(["compare", "common"])
  usePageTitle(t("common:COMPARE_TITLE"))
  const [search, setSearch] = useSearchParams()
  const ids = compareIdsFromSearch(search.toString())
  const { near } = readRefinements(search)
  const choose = (place: NearPlace) => setSearch((params) => writeRefinements(params, { ...readRefinements(params), near: place }), { replace: true })
  const reads = useQueries({ queries: ids.map((id) => facilityQuery(api, String(id))) })
  const facilities = reads.flatMap((read) => (read.data === undefined ? [] : [read.data]))
  const loading = reads.some((read) => read.isPending)
  return (
    <div className="container compare" data-testid="compare">
      <div className="compare__heading">
        <h1>{t("common:COMPARE_TITLE")}</h1>
        {facilities.length >= COMPARE_MIN && <Button onClick={() => window.print()}>{t("PRINT")}</Button>}
      </div>
      {loading ? null : facilities.length < COMPARE_MIN ? (
        <p>
          {t("TOO_FEW")} <ButtonLink href={pathTo("user_favourites")} variant="outline">{t("TO_FAVOURITES")}</ButtonLink>
        </p>
      ) : (
        <>
          <div className="near-me compare__near" data-testid="compare-near">
            <NearPlaceChooser near={near} onChosen={choose} goLabel={t("SHOW_DISTANCES")} />
          </div>
          <CompareTable facilities={facilities} near={near} />
        </>
      )}
    </div>
  )
}

function CompareTable({ facilities, near }: { readonly facilities: ReadonlyArray<Facility>; readonly near: NearPlace | null }) {
  const { t, i18n } = useTranslation("compare")
  const tags = useTagLookup()
  const distance = useDistanceText()
  const rows = compareRows(facilities, {
    t: (key, values) => t(keyFromData(key), values ?? {}),
    tag: (ids) => tags.pick(ids).map((tag) => t(keyFromData(tag.display))),
    type: (facility) => t(keyFromData(tags.specializationKey(facility.specialization))),
    money: (value) => new Intl.NumberFormat(i18n.language, { style: "currency", currency: "PLN", maximumFractionDigits: 0 }).format(value),
    date: formatDate,
    score: (value) => (hasScore(value) ? formatScore(value) : t("NONE")),
    hours: hoursText,
    distance: near === null ? null : (facility) => distance(near, facility.location)
  })
  return (
    <>
      <p>{t("INTRO")}</p>
      <div className="compare__scroll">
        <table className="compare__table">
          <thead>
            <tr>
              <th scope="col">{t("FACILITY")}</th>
              {facilities.map((facility) => (
                <th scope="col" key={facility.id}>
                  <Link href={facilityProfilePath(facility)}>{facility.name}</Link>
                  <FacilityBadge facility={facility} size="sm" />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = rowDiffers(row.values)
              return (
                <tr key={row.label} className={differs ? "compare__row--differs" : undefined} data-differs={differs}>
                  <th scope="row">
                    {row.label}
                    {differs && <span className="visually-hidden"> ({t("DIFFERS")})</span>}
                  </th>
                  {row.values.map((value, index) => <td key={facilities[index]!.id}>{value}</td>)}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}
