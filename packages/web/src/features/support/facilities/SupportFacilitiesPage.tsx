import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { SupportShell } from "../SupportShell"
import { FacilityDetail } from "./FacilityDetail"
import { FacilityList } from "./FacilityList"
import "./facilities.css"

/**
 * /support (management 2.9 Facilities), the panel's first screen: the list of every facility —
 * status filter, search and page all in the URL — and, with `?id=`, one facility to edit or
 * delete, with its audit trail.
 */
export default function SupportFacilitiesPage() {
  const { t } = useTranslation(["support", "common"])
  const [search] = useSearchParams()
  const id = Number(search.get("id"))
  return (
    <SupportShell tab="support_facilities" title={t("common:SUPPORT_FACILITIES")}>
      {Number.isInteger(id) && id > 0 ? <FacilityDetail id={id} /> : <FacilityList />}
    </SupportShell>
  )
}
