import { profileCompleteness, type ManagedFacility } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../../../shared/routing/paths"
import { ButtonLink } from "../../../../shared/ui/Button"
import { completenessLabel } from "./insightLabels"

/**
 * How complete the profile is and the next thing to fill in (core's profileCompleteness), with
 * a link to the tab that fills it in, and the profile as parents see it.
 */
export function ProfileCompletenessCard({ facility, facilityRef }: { readonly facility: ManagedFacility; readonly facilityRef: string }) {
  const { t } = useTranslation("ownerArea")
  const { percent, next } = profileCompleteness(facility)
  return (
    <section className="dashboard__completeness" aria-labelledby="dashboard-completeness">
      <h2 id="dashboard-completeness" className="owner-tab__subtitle">{t("DASHBOARD_COMPLETENESS_TITLE")}</h2>
      <div className="dashboard__meter">
        <progress max={100} value={percent} aria-labelledby="dashboard-completeness" />
        <span data-testid="completeness-percent">{t("DASHBOARD_COMPLETENESS_VALUE", { percent })}</span>
      </div>
      {next === null ? (
        <p data-testid="completeness-done">{t("DASHBOARD_COMPLETE")}</p>
      ) : (
        <p>
          {t("DASHBOARD_NEXT_STEP")}{" "}
          <Link href={pathTo(next.tab, { facility: facilityRef })} data-testid="completeness-next">
            {t(completenessLabel[next.item])}
          </Link>
        </p>
      )}
      <ButtonLink href={pathTo("map_facility", { facility: facilityRef })} data-testid="preview-profile">
        {t("DASHBOARD_PREVIEW")}
      </ButtonLink>
    </section>
  )
}
