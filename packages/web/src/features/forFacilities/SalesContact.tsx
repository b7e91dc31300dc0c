import { CUSTOMER_SERVICE_HOURS, PRESENTATION_MINUTES } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { TitledSection } from "../../shared/ui/TitledSection"
import { LeadForm } from "./LeadForm"
import { PresentationForm } from "./PresentationForm"

/**
 * The price list's contact (issue 19): customer service's hours (management 9: working days,
 * 8:00–16:00), the lead form, and the free presentation with its length (15 minutes).
 */
export function SalesContact() {
  const { t } = useTranslation("forFacilities")
  return (
    <TitledSection
      id="kontakt"
      className="for-facilities-band"
      innerClassName="container for-facilities-section"
      titleId="product-contact"
      title={t("CONTACT_TITLE")}
      titleClassName="for-facilities-section__title"
    >
      <p className="product-contact__hours" data-testid="service-hours">{t("SERVICE_HOURS", CUSTOMER_SERVICE_HOURS)}</p>
      <div className="product-contact__forms">
        <section className="card" aria-labelledby="presentation-title" data-testid="presentation-booking">
          <h3 id="presentation-title" className="for-facilities-card__title">{t("PRESENTATION_TITLE")}</h3>
          <p>{t("PRESENTATION_TEXT", { minutes: PRESENTATION_MINUTES })}</p>
          <PresentationForm />
        </section>
        <section className="card" aria-labelledby="lead-title" data-testid="lead">
          <h3 id="lead-title" className="for-facilities-card__title">{t("LEAD_TITLE")}</h3>
          <p>{t("LEAD_TEXT")}</p>
          <LeadForm />
        </section>
      </div>
    </TitledSection>
  )
}
