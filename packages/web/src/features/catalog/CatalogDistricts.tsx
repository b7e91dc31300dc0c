import { districtsOfCityQuery, requiredSpecializationFor, type CatalogType } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { SpokenAs } from "../../shared/ui/SpokenAs"
import { catalogPath } from "./catalogPaths"

/**
 * The city's districts that have facilities of the catalogue's type, each linking to its district
 * page (catalog_facilities_district) with its count; nothing while loading or for a city without
 * districts.
 */
export function CatalogDistricts({ type, voivodeship, city, cityName }: {
  readonly type: CatalogType
  readonly voivodeship: string
  readonly city: string
  readonly cityName: string
}) {
  const { t } = useTranslation("catalog")
  const headingId = useId()
  const { data: districts = [] } = useQuery(
    districtsOfCityQuery(api, { city_slug: city, voivodeship_slug: voivodeship, required_specialization: [...requiredSpecializationFor(type)] })
  )
  if (districts.length === 0) return null
  return (
    <nav className="catalog-districts" aria-labelledby={headingId}>
      <h2 className="catalog-districts__title" id={headingId}>
        {t("DISTRICTS_TITLE", { city: cityName })}
      </h2>
      <ul className="catalog-districts__list" data-testid="catalog-districts">
        {districts.map((district) => (
          <li key={district.slug}>
            <Link href={catalogPath.facilities(type, voivodeship, city, district.slug)} className="catalog-districts__link">
              {district.name}
            </Link>
            <SpokenAs className="catalog-count" visible={district.facilities_count} spoken={t("FACILITIES_COUNT", { count: district.facilities_count })} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
