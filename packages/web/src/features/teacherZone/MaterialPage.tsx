import { type Material, materialFilterFromSearch, materialFilterToSearch, materialQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useParams, useSearch } from "wouter"
import { api } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { pathTo } from "../../shared/routing/paths"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { ReadState } from "../../shared/ui/ReadState"
import { AttachmentList } from "./AttachmentList"
import { NotTranslated } from "./NotTranslated"
import "./teacherZone.css"

/** A material's text: its title, tags, body (sanitised HTML from the CMS) and attachments. */
function MaterialText({ material, backHref }: { readonly material: Material; readonly backHref: string }) {
  const { t } = useTranslation("teacherZone")
  usePageTitle(material.title, material.description)
  return (
    <>
      <Breadcrumbs items={[{ label: t("TEACHER_ZONE", { ns: "common" }), href: backHref }, { label: material.material_crumb_display }]} />
      <article className="teacher-zone__material card" data-testid="material">
        <NotTranslated translated={material.translated} />
        <h1 className="teacher-zone__title" lang={material.language === "ua" ? "uk" : material.language}>{material.title}</h1>
        <ul className="teacher-zone__tags" aria-label={t("MATERIAL_DETAILS")}>
          <li className="teacher-zone__tag teacher-zone__tag--type">{t(`TYPE_${material.material_type}`)}</li>
          {material.topics.map((topic) => <li key={topic} className="teacher-zone__tag">{t(`TOPIC_${topic}`)}</li>)}
          {material.age_groups.map((age) => <li key={age} className="teacher-zone__tag">{t(`AGE_${age}`)}</li>)}
          {material.event !== null && <li className="teacher-zone__tag">{material.event.title}</li>}
        </ul>
        {/* Written by content staff and sanitised on the server with the rich-text allow-list. */}
        <div className="teacher-zone__body" lang={material.language === "ua" ? "uk" : material.language} dangerouslySetInnerHTML={{ __html: material.body_html }} />
        <AttachmentList attachments={material.attachments} />
      </article>
    </>
  )
}

/**
 * A material's page (/strefa-nauczyciela/{material_slug}; spec 2.2, 2.12): its breadcrumb is its
 * material_crumb_display; "return to materials list" goes back to the list with the filters it
 * was opened from (the list's query string, which the link to it carried).
 */
export default function MaterialPage() {
  const { t } = useTranslation("teacherZone")
  const { language } = useLanguage()
  const slug = useParams<{ material_slug: string }>().material_slug ?? ""
  const backHref = `${pathTo("materials")}${materialFilterToSearch(materialFilterFromSearch(useSearch()))}`
  const material = useQuery(materialQuery(api, slug, language))
  return (
    <div className="container teacher-zone">
      <ReadState query={material}>{(found) => <MaterialText material={found} backHref={backHref} />}</ReadState>
      <p className="teacher-zone__back">
        <Link href={backHref} data-testid="back-to-materials">← {t("BACK_TO_MATERIALS")}</Link>
      </p>
    </div>
  )
}
