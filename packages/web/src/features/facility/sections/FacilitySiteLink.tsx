import { facilityPublicSiteQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { siteAddress, siteOrigin } from "../../../shared/siteAddress"

/**
 * The facility's own website, when it shows one (management 2.5; issue 17: the profile links to its
 * site): an item of the header's links, nothing while it loads or when there is none. `onFollow`
 * hears a click on it (the owner's dashboard counts website clicks).
 */
export function FacilitySiteLink({ facilityRef, onFollow }: { readonly facilityRef: string; readonly onFollow: () => void }) {
  const { t } = useTranslation("facility")
  const { data: site } = useQuery(facilityPublicSiteQuery(api, facilityRef))
  if (!site) return null
  return (
    <li>
      <a href={siteAddress(siteOrigin(), site.subdomain_name)} className="facility-links__link" data-testid="facility-website" onClick={onFollow}>
        {t("FACILITY_WEBSITE")}
      </a>
    </li>
  )
}
