import { cmsCitiesQuery, voivodeshipsQuery, type CmsCity } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { pathTo } from "../../shared/routing/paths"
import { Button } from "../../shared/ui/Button"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { CmsShell } from "./CmsShell"
import { cmsFilterOf } from "./cmsFilter"

/**
 * /cms/city (management 2.10): the cities, narrowed to a voivodeship and a part of the name,
 * paged on the server, each saying whether it has a description, with its edit action. The
 * filter lives in the address (`?voivodeship=&q=&page=`), so a list can be linked and reloaded.
 */
export default function CmsCitiesPage() {
  const { t } = useTranslation("cms")
  const [search, setSearch] = useSearchParams()
  const filter = cmsFilterOf(search)
  const voivodeships = useQuery(voivodeshipsQuery(api)).data ?? []
  const cities = useQuery({ ...cmsCitiesQuery(api, filter), placeholderData: keepPreviousData })
  // A new filter starts at the first page.
  const refine = (name: "voivodeship" | "q", value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current)
      if (value === "") next.delete(name)
      else next.set(name, value)
      next.delete("page")
      return next
    })
  const turn = (page: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current)
      next.set("page", String(page))
      return next
    })
  return (
    <CmsShell title={t("CITIES")}>
      <div className="cms__filters" role="search">
        <label className="field">
          <span className="field__label">{t("VOIVODESHIP")}</span>
          <select className="field__input" value={filter.voivodeship ?? ""} onChange={(event) => refine("voivodeship", event.target.value)} data-testid="cms-voivodeship">
            <option value="">{t("ALL_VOIVODESHIPS")}</option>
            {voivodeships.map((voivodeship) => (
              <option key={voivodeship.slug} value={voivodeship.slug}>{voivodeship.name}</option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("CITY_NAME")}</span>
          <input className="field__input" type="search" defaultValue={filter.q ?? ""} onChange={(event) => refine("q", event.target.value.trim())} data-testid="cms-city-name" />
        </label>
      </div>
      <ReadState query={cities} isEmpty={(page) => page.items.length === 0} empty={<EmptyPlaceholder title={t("NO_CITIES")} />}>
        {(page) => (
          <div aria-busy={cities.isPlaceholderData}>
            <table className="cms__table" data-testid="cms-cities">
              <thead>
                <tr>
                  <th scope="col">{t("CITY")}</th>
                  <th scope="col">{t("VOIVODESHIP")}</th>
                  <th scope="col">{t("DESCRIPTION")}</th>
                  <th scope="col"><span className="visually-hidden">{t("ACTIONS")}</span></th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((city) => <CityRow key={city.id} city={city} />)}
              </tbody>
            </table>
            <nav className="cms__pages" aria-label={t("PAGES")}>
              <Button variant="outline" disabled={page.prevPage === null} onClick={() => page.prevPage !== null && turn(page.prevPage)}>
                {t("PREVIOUS")}
              </Button>
              <span>{t("PAGE_OF", { page: page.curPage, total: Math.max(page.pageTotal, 1) })}</span>
              <Button variant="outline" disabled={page.nextPage === null} onClick={() => page.nextPage !== null && turn(page.nextPage)}>
                {t("NEXT")}
              </Button>
            </nav>
          </div>
        )}
      </ReadState>
    </CmsShell>
  )
}

function CityRow({ city }: { readonly city: CmsCity }) {
  const { t } = useTranslation("cms")
  return (
    <tr data-testid="cms-city" data-city={city.param}>
      <td>{city.name}</td>
      <td>{city.voivodeship}</td>
      <td>
        <span className={`cms__badge${city.has_description ? " cms__badge--done" : ""}`}>
          {t(city.has_description ? "HAS_DESCRIPTION" : "NO_DESCRIPTION")}
        </span>
      </td>
      <td>
        <Link href={pathTo("cms_city_description", { cityId: String(city.id) })} data-testid="cms-edit-description">
          {t("EDIT_DESCRIPTION")}
        </Link>
      </td>
    </tr>
  )
}
