import { materialFilterToSearch, type MaterialFilter, type MaterialSummary } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../shared/routing/paths"

/**
 * A material in the list: its title links to its page, carrying the list's filters in its query
 * string, so "return to materials list" there shows the same list.
 */
export function MaterialCard({ material, filter }: { readonly material: MaterialSummary; readonly filter: MaterialFilter }) {
  const { t } = useTranslation("teacherZone")
  return (
    <li className="teacher-zone__card card" data-testid="material-card">
      <h2 className="teacher-zone__card-title">
        <Link href={`${pathTo("materials_entry", { material_slug: material.slug })}${materialFilterToSearch(filter)}`}>{material.title}</Link>
      </h2>
      <p className="teacher-zone__card-description">{material.description}</p>
      <ul className="teacher-zone__tags" aria-label={t("MATERIAL_DETAILS")}>
        <li className="teacher-zone__tag teacher-zone__tag--type">{t(`TYPE_${material.material_type}`)}</li>
        {material.age_groups.map((age) => <li key={age} className="teacher-zone__tag">{t(`AGE_${age}`)}</li>)}
        {material.event !== null && <li className="teacher-zone__tag">{material.event.title}</li>}
      </ul>
    </li>
  )
}
