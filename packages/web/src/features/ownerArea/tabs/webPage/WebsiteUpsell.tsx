import type { FacilityStatus } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Button } from "../../../../shared/ui/Button"
import { PremiumUpsellDialog } from "../../shell/PremiumUpsellDialog"

/** What a facility whose package allows no website sees (management 9): why, and the upsell the other limited tabs open. */
export function WebsiteUpsell({ facilityStatus }: { readonly facilityStatus: FacilityStatus }) {
  const { t } = useTranslation("ownerArea")
  const [open, setOpen] = useState(false)
  return (
    <div className="card website-upsell" data-testid="website-upsell">
      <p>{t("WEBSITE_NOT_IN_PACKAGE")}</p>
      <Button variant="warning" onClick={() => setOpen(true)}>
        {t("PREMIUM_UPSELL_ACTION")}
      </Button>
      <PremiumUpsellDialog open={open} onOpenChange={setOpen} facilityStatus={facilityStatus} />
    </div>
  )
}
