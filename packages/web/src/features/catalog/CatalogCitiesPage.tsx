import { citiesOfVoivodeshipQuery, requiredSpecializationFor, searchTextMatches, type CatalogType } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "wouter"
import { api } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { loadFailed } from "../../shared/loadFailed"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { SpokenAs } from "../../shared/ui/SpokenAs"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import { catalogKeys, catalogPath } from "./catalogPaths"
import { CatalogError, CatalogLayout, isNotFound, WithCatalogType } from "./CatalogShell"
import { keyFromData } from "../../shared/i18n/keyFromData"

/** /{type}/{voivodeship}: the cities of a voivodeship (spec 2.6). */
export default function CatalogCitiesPage() {
  return <WithCatalogType>{(type) => <Cities type={type} />}</WithCatalogType>
}

function Cities({ type }: { type: CatalogType }) {
  const { t } = useTranslation("catalog")
  const { voivodeship = "" } = useParams<{ voivodeship: string }>()
  const keys = catalogKeys(type)
  const query = useQuery(
    citiesOfVoivodeshipQuery(api, { slug: voivodeship, required_specialization: [...requiredSpecializationFor(type)] })
  )
  const { data } = query
  const [filter, setFilter] = useState("")
  const cities = useMemo(() => {
    const list = data?.cities ?? []
    return filter.trim() === "" ? list : list.filter((city) => searchTextMatches(city.name, filter.trim()))
  }, [data, filter])
  const name = data?.voivodeship ?? ""
  usePageTitle(name ? t("TITLE_CITIES", { catalog: t(keys.catalog), voivodeship: name }) : null)

  if (data === undefined && !loadFailed(query)) return <LoadingScreen fullPage />
  if (isNotFound(query.error)) return <NotFoundPage />
  if (data === undefined) {
    return (
      <CatalogLayout crumbs={[{ label: t(keys.catalog), href: catalogPath.voivodeships(type) }, { label: voivodeship }]} title={t(keys.catalog)}>
        <CatalogError retry={() => void query.refetch()} />
      </CatalogLayout>
    )
  }
  // An unknown voivodeship comes back with no name (spec 8.1's empty result).
  if (name === "") return <NotFoundPage />

  return (
    <CatalogLayout
      crumbs={[{ label: t(keys.catalog), href: catalogPath.voivodeships(type) }, { label: t("VOIVODESHIP_NAME", { name }) }]}
      title={t(keyFromData(`CITIES_TITLE_${keys.noun}`), { voivodeship: name })}
    >
      {(data?.cities.length ?? 0) > 12 && (
        <div className="catalog-filter">
          <label htmlFor="catalog-city-filter">{t("FILTER_CITIES")}</label>
          <input
            id="catalog-city-filter"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      {cities.length === 0 ? (
        <EmptyPlaceholder title={t("NO_CITIES")} subtitle={t("NO_CITIES_HINT")} />
      ) : (
        <ul className="catalog-cities" data-testid="catalog-cities">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link href={catalogPath.facilities(type, voivodeship, city.slug)} data-testid="catalog-city-link">
                {city.name}
              </Link>
              <SpokenAs className="catalog-count" visible={city.facilities_count} spoken={t("FACILITIES_COUNT", { count: city.facilities_count })} />
            </li>
          ))}
        </ul>
      )}
    </CatalogLayout>
  )
}
