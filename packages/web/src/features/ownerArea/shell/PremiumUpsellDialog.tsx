import { limitInForce, userLimitsQuery, type FacilityStatus } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { pathTo } from "../../../shared/routing/paths"
import { Modal } from "../../../shared/ui/Modal"

/** The package limits the upsell compares (management 9): the facility's own package's against premium's. */
const comparedLimits = ["gallery_photos", "amenities", "description_chars"] as const

/**
 * The premium upsell (management 2.3, 6, 9): a premium-only tab of a facility that is not
 * premium opens this instead. It compares the limits of the facility's package — by its status,
 * an unverified facility's or a verified one's — with premium's, from `v1/user-limit`, and leads
 * to the page for facilities.
 */
export function PremiumUpsellDialog({
  open,
  onOpenChange,
  facilityStatus
}: {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly facilityStatus: FacilityStatus
}) {
  const { t } = useTranslation("ownerArea")
  const limits = useQuery({ ...userLimitsQuery(api), enabled: open })
  const value = (key: string, status: FacilityStatus) => limitInForce(limits.data ?? [], key, { facilityStatus: status, isAdmin: false })
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("PREMIUM_UPSELL_TITLE")}
      description={t("PREMIUM_UPSELL_TEXT")}
      actions={[
        { display: t("CANCEL", { ns: "common" }), onClick: () => onOpenChange(false) },
        { display: t("PREMIUM_UPSELL_ACTION"), color: "warning", onClick: () => window.location.assign(pathTo("product_landing")) }
      ]}
    >
      {limits.data === undefined ? null : (
        <table className="owner-upsell__table" data-testid="premium-upsell-limits">
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{t("PACKAGE_BASIC")}</th>
              <th scope="col">{t("PACKAGE_PREMIUM")}</th>
            </tr>
          </thead>
          <tbody>
            {comparedLimits.map((key) => (
              <tr key={key}>
                <th scope="row">{t(`LIMIT_${key}`)}</th>
                <td>{value(key, facilityStatus)}</td>
                <td>{value(key, "premium")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  )
}
