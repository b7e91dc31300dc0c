import { newFacilitiesQuery, requiredSpecializationFor, voivodeshipsQuery, type CatalogType } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { useParams, useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { loadFailed } from "../../shared/loadFailed"
import { mapAtCity } from "../../shared/routing/paths"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import { FacilityTile } from "../../shared/facilityCard/FacilityTile"
import { CatalogDistricts } from "./CatalogDistricts"
import { catalogKeys, catalogPath, pageFromQuery } from "./catalogPaths"
import { CatalogError, CatalogLayout, isNotFound, WithCatalogType } from "./CatalogShell"
import { Pagination } from "./Pagination"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { ButtonLink } from "../../shared/ui/Button"

/**
 * /{type}/{voivodeship}/{city}[/{district}]: a city's or district's facilities, newest first,
 * page by page (`?page=N`), filtered by the type's required specialization (spec 2.6).
 */
export default function CatalogFacilitiesPage() {
  return <WithCatalogType>{(type) => <Facilities type={type} />}</WithCatalogType>
}

function Facilities({ type }: { type: CatalogType }) {
  const { t } = useTranslation("catalog")
  const { voivodeship = "", city = "", district = null } = useParams<{ voivodeship: string; city: string; district?: string }>()
  const [search] = useSearchParams()
  const page = pageFromQuery(search.get("page"))
  const keys = catalogKeys(type)
  const voivodeshipName = useQuery(voivodeshipsQuery(api)).data?.find((item) => item.slug === voivodeship)?.name ?? null
  const query = useQuery({
    ...newFacilitiesQuery(api, {
      city_slug: city,
      voivodeship_slug: voivodeship,
      required_specialization: [...requiredSpecializationFor(type)],
      district,
      page
    }),
    // Turning a page keeps the list on screen (marked busy) until the next one arrives.
    placeholderData: keepPreviousData
  })
  const { data } = query
  const loading = data === undefined || query.isPlaceholderData
  const cityName = data?.city ?? ""
  const districtName = data?.district ?? null
  const place = districtName ? `${cityName}, ${districtName}` : cityName
  usePageTitle(
    cityName === "" ? null : page > 1 ? t("TITLE_FACILITIES_PAGE", { catalog: t(keyFromData(keys.noun)), place, page }) : t("TITLE_FACILITIES", { catalog: t(keyFromData(keys.noun)), place })
  )

  // A new page starts at the top of the list, with focus on its heading for screen readers.
  const heading = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(page)
  useEffect(() => {
    if (loading || shownPage.current === page) return
    shownPage.current = page
    heading.current?.focus()
  }, [page, loading])

  if (data === undefined && !loadFailed(query)) return <LoadingScreen fullPage />
  const crumbs = [
    { label: t(keys.catalog), href: catalogPath.voivodeships(type) },
    { label: voivodeshipName ? t("VOIVODESHIP_NAME", { name: voivodeshipName }) : voivodeship, href: catalogPath.cities(type, voivodeship) },
    ...(district
      ? [{ label: cityName || city, href: catalogPath.facilities(type, voivodeship, city) }, { label: districtName ?? district }]
      : [{ label: cityName || city }])
  ]
  if (isNotFound(query.error)) return <NotFoundPage />
  if (data === undefined) {
    return (
      <CatalogLayout crumbs={crumbs} title={t(keys.catalog)}>
        <CatalogError retry={() => void query.refetch()} />
      </CatalogLayout>
    )
  }
  if (cityName === "" || (district !== null && districtName === null)) return <NotFoundPage />

  const facilities = data?.facilities
  const basePath = catalogPath.facilities(type, voivodeship, city, district)
  return (
    <CatalogLayout crumbs={crumbs} title={t("FACILITIES_TITLE", { catalog: t(keyFromData(keys.noun)), place })}>
      {/* The city's description from the CMS, sanitised by the server when it was saved (served in the page's HTML too). */}
      {data.description === null ? null : (
        <div className="catalog__description rich-text" data-testid="city-description" dangerouslySetInnerHTML={{ __html: data.description }} />
      )}
      {district === null && <CatalogDistricts type={type} voivodeship={voivodeship} city={city} cityName={cityName} />}
      <div className="catalog-list-head">
        <h2 className="catalog-list-head__title" ref={heading} tabIndex={-1}>
          {facilities && facilities.itemsTotal > 0
            ? t("NEWEST_FACILITIES", { count: facilities.itemsTotal })
            : t("NO_FACILITIES")}
        </h2>
        <ButtonLink href={mapAtCity(city)}>
          {t("SHOW_ON_MAP")}
        </ButtonLink>
      </div>
      {!facilities || facilities.items.length === 0 ? (
        <EmptyPlaceholder title={t("NO_FACILITIES")} subtitle={t("NO_FACILITIES_HINT")} />
      ) : (
        <div aria-busy={loading}>
          <ol className="catalog-facilities" data-testid="catalog-facilities" start={facilities.offset + 1}>
            {facilities.items.map((facility) => (
              <li key={facility.id}>
                <FacilityTile facility={facility} />
              </li>
            ))}
          </ol>
          <p className="catalog-range">
            {t("RANGE", {
              from: facilities.offset + 1,
              to: facilities.offset + facilities.itemsReceived,
              total: facilities.itemsTotal
            })}
          </p>
          <Pagination current={facilities.curPage} total={facilities.pageTotal} basePath={basePath} />
        </div>
      )}
    </CatalogLayout>
  )
}
