import type { WebPage, WebsiteBuilderContext } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Switch } from "../../../../shared/forms"
import { siteAddress } from "../../../../shared/siteAddress"
import { Button } from "../../../../shared/ui/Button"
import type { SendToBuilder } from "./builderProps"
import { TemplatePicker } from "./TemplatePicker"

export interface SiteSettingsProps {
  readonly context: WebsiteBuilderContext
  readonly site: WebPage
  readonly pending: boolean
  readonly send: SendToBuilder
}

/**
 * A site's own settings (management 2.6 "Other site settings", 4 Website): its address, its
 * template (saved at once, each previewed first if wished), shown or hidden, active or not, and
 * deleting it — after a confirmation that says the name stays taken.
 */
export function SiteSettings({ context, site, pending, send }: SiteSettingsProps) {
  const { t } = useTranslation("ownerArea")
  const address = siteAddress(context.siteOrigin, site.domain.subdomain_name)
  return (
    <div className="website-settings" data-testid="website-settings">
      <h2 className="owner-tab__subtitle">{t("WEBSITE")}</h2>
      <p className="website-settings__address">
        {t("WEBSITE_ADDRESS")}{" "}
        <a href={address} target="_blank" rel="noopener noreferrer" data-testid="website-address">
          {address}
        </a>
      </p>
      <div className="website-settings__switches">
        <Switch label={t("WEBSITE_VISIBLE")} checked={site.visible} disabled={pending} onChange={(visible) => send({ type: "SET_VISIBLE", visible })} />
        <Switch label={t("WEBSITE_ACTIVE")} checked={site.active} disabled={pending} onChange={(active) => send({ type: "SET_ACTIVE", active })} />
        <Button variant="danger" disabled={pending} onClick={() => send({ type: "DELETE_SITE" })}>
          {t("WEBSITE_DELETE")}
        </Button>
      </div>
      <details className="website-settings__templates">
        <summary>{t("WEBSITE_TEMPLATE_CHANGE")}</summary>
        <TemplatePicker
          templates={context.templates}
          chosen={site.template_id}
          disabled={pending}
          onChoose={(templateId) => send({ type: "CHOOSE_TEMPLATE", templateId })}
          onPreview={(templateId) => send({ type: "PREVIEW", templateId })}
        />
      </details>
    </div>
  )
}
