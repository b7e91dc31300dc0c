import { supportFacilitiesQuery, type SupportFacilityFilter } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { api } from "../../../shared/api"
import { Button } from "../../../shared/ui/Button"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"
import { FacilitySearch } from "./FacilitySearch"
import { statusFromUrl } from "./facilityStatus"
import { StatusLabel } from "./StatusLabel"

/** The list's filter as the URL holds it (`?status=&q=&page=`). */
const filterOf = (search: URLSearchParams): SupportFacilityFilter => {
  const status = statusFromUrl(search.get("status"))
  const q = search.get("q")?.trim()
  const page = Number(search.get("page"))
  return { page: Number.isInteger(page) && page > 0 ? page : 1, ...(status === undefined ? {} : { status }), ...(q ? { q } : {}) }
}

/** Every facility, newest first, a page at a time; a row's name opens it (`?id=`). */
export function FacilityList() {
  const { t } = useTranslation("support")
  const [search, setSearch] = useSearchParams()
  const filter = filterOf(search)
  const facilities = useQuery({ ...supportFacilitiesQuery(api, filter), placeholderData: keepPreviousData })
  const toPage = (page: number) =>
    setSearch((params) => {
      params.set("page", String(page))
      return params
    })
  return (
    <section className="support__section" aria-labelledby="support-facilities">
      <h2 id="support-facilities" className="support__heading">
        {t("FACILITIES_LIST_TITLE")}
        {facilities.data === undefined ? null : <span className="support__count">{facilities.data.itemsTotal}</span>}
      </h2>
      <FacilitySearch key={search.toString()} status={filter.status} q={filter.q ?? ""} />
      <ReadState query={facilities} isEmpty={(page) => page.items.length === 0} empty={<EmptyPlaceholder title={t("FACILITIES_NONE")} />}>
        {(page) => (
          <>
            <table className="support-facilities__table" data-testid="support-facilities">
              <thead>
                <tr>
                  <th scope="col">{t("FACILITIES_NAME")}</th>
                  <th scope="col">{t("FACILITIES_CITY")}</th>
                  <th scope="col">{t("FACILITIES_STATUS")}</th>
                  <th scope="col">{t("FACILITIES_OWNER")}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((facility) => (
                  <tr key={facility.id} data-testid="support-facility-row">
                    <td>
                      <Link href={`?id=${facility.id}`}>{facility.name}</Link>
                      <span className="support-facilities__id">#{facility.id}</span>
                    </td>
                    <td>{facility.city}</td>
                    <td>
                      <StatusLabel facility={facility} />
                    </td>
                    <td>{facility.owner_email ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav className="support-facilities__pages" aria-label={t("FACILITIES_PAGES")}>
              <Button disabled={page.prevPage === null} onClick={() => toPage(page.prevPage ?? 1)}>
                {t("FACILITIES_PREVIOUS")}
              </Button>
              <span aria-live="polite">{t("FACILITIES_PAGE_OF", { page: page.curPage, pages: Math.max(page.pageTotal, 1) })}</span>
              <Button disabled={page.nextPage === null} onClick={() => toPage(page.nextPage ?? page.curPage)}>
                {t("FACILITIES_NEXT")}
              </Button>
            </nav>
          </>
        )}
      </ReadState>
    </section>
  )
}
