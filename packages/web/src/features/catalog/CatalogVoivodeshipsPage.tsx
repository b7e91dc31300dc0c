import { topCitiesQuery, type CatalogType } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { loadFailed } from "../../shared/loadFailed"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import "../../shared/ui/tileGrid.css"
import { catalogKeys, catalogPath } from "./catalogPaths"
import { CatalogError, CatalogLayout, WithCatalogType } from "./CatalogShell"
import { keyFromData } from "../../shared/i18n/keyFromData"

/** /{type}-miasta: voivodeships with their top 5 cities (spec 2.6). */
export default function CatalogVoivodeshipsPage({ type }: { type?: string }) {
  return <WithCatalogType {...(type === undefined ? {} : { type })}>{(valid) => <Voivodeships type={valid} />}</WithCatalogType>
}

function Voivodeships({ type }: { type: CatalogType }) {
  const { t } = useTranslation("catalog")
  const keys = catalogKeys(type)
  const query = useQuery(topCitiesQuery(api, type))
  const { data } = query
  const title = t(keys.catalog)
  usePageTitle(t("TITLE_VOIVODESHIPS", { catalog: title }))
  const list = data ?? []

  return (
    <CatalogLayout crumbs={[{ label: title }]} title={title} intro={t(keyFromData(`INTRO_VOIVODESHIPS_${keys.noun}`))}>
      {loadFailed(query) ? (
        <CatalogError retry={() => void query.refetch()} />
      ) : data === undefined ? (
        <LoadingScreen />
      ) : (
        <ul className="catalog-grid tile-grid" data-testid="catalog-voivodeships">
          {list.map((entry) => (
            <li key={entry.voivodeship_slug} className="catalog-card">
              <h2 className="catalog-card__title">
                <Link href={catalogPath.cities(type, entry.voivodeship_slug)} data-testid="catalog-voivodeship-link">
                  {t("VOIVODESHIP_NAME", { name: entry.voivodeship })}
                </Link>
              </h2>
              {entry.cities.length > 0 && (
                <ul className="catalog-card__cities" aria-label={t("TOP_CITIES", { name: entry.voivodeship })}>
                  {entry.cities.map((city) => (
                    <li key={city.slug}>
                      <Link href={catalogPath.facilities(type, entry.voivodeship_slug, city.slug)}>{city.name}</Link>
                      <span className="catalog-count">{city.facilities_count}</span>
                    </li>
                  ))}
                </ul>
              )}
              <Link href={catalogPath.cities(type, entry.voivodeship_slug)} className="catalog-card__more">
                {t("ALL_CITIES")}
                <span className="visually-hidden"> – {entry.voivodeship}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CatalogLayout>
  )
}
