import {
  type MaterialFilter, materialFilterFromSearch, materialFilterToSearch, materialsQuery, teacherEventsQuery, withMaterialFilter
} from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useSearch } from "wouter"
import { api } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { MaterialCard } from "./MaterialCard"
import { MaterialFilters } from "./MaterialFilters"
import { TeacherEventList } from "./TeacherEventList"
import "./teacherZone.css"

/**
 * The teacher zone's materials list (/strefa-nauczyciela, /strefa-nauczyciela/materialy-dydaktyczne;
 * spec 2.12): the search and the filters, all in the URL (core's materialFilter), a page of
 * materials the server searched and paged, and the events and contests ahead.
 */
export default function MaterialsPage() {
  const { t } = useTranslation("teacherZone")
  const { language } = useLanguage()
  const [pathname, navigate] = useLocation()
  const filter = materialFilterFromSearch(useSearch())
  const materials = useQuery({ ...materialsQuery(api, filter, language), placeholderData: keepPreviousData })
  const events = useQuery(teacherEventsQuery(api, language)).data?.events ?? []
  usePageTitle(t("TITLE_MATERIALS"), t("MATERIALS_INTRO"))
  const show = (next: MaterialFilter) => navigate(`${pathname}${materialFilterToSearch(next)}`)
  const pageHref = (page: number) => `${pathname}${materialFilterToSearch(withMaterialFilter(filter, "page", page > 1 ? page : undefined))}`

  return (
    <div className="container teacher-zone">
      <Breadcrumbs items={[{ label: t("TEACHER_ZONE", { ns: "common" }) }]} />
      <h1 className="teacher-zone__title">{t("TITLE_MATERIALS")}</h1>
      <p className="teacher-zone__intro">{t("MATERIALS_INTRO")}</p>
      <TeacherEventList events={events} />
      <MaterialFilters filter={filter} events={events} onChange={show} />
      <ReadState query={materials} isEmpty={(page) => page.items.length === 0}
        empty={<EmptyPlaceholder title={t("NO_MATERIALS")} subtitle={t("NO_MATERIALS_HINT")} />}>
        {(page) => (
          <div aria-busy={materials.isPlaceholderData}>
            <p className="teacher-zone__count" role="status">{t("RESULTS", { count: page.itemsTotal })}</p>
            <ul className="teacher-zone__list" data-testid="materials-list">
              {page.items.map((material) => <MaterialCard key={material.slug} material={material} filter={filter} />)}
            </ul>
            {page.pageTotal > 1 && (
              <nav className="teacher-zone__pages" aria-label={t("PAGES")}>
                {page.prevPage !== null && <Link href={pageHref(page.prevPage)} rel="prev">{t("PREVIOUS")}</Link>}
                <span>{t("PAGE_OF", { page: page.curPage, total: page.pageTotal })}</span>
                {page.nextPage !== null && <Link href={pageHref(page.nextPage)} rel="next">{t("NEXT")}</Link>}
              </nav>
            )}
          </div>
        )}
      </ReadState>
    </div>
  )
}
