import type { NewPartner } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { FormAlert } from "../../../shared/forms"
import { Button } from "../../../shared/ui/Button"

/**
 * A new partner's key, shown this once: the database keeps only its hash, so support copies it
 * for the partner now or creates another partner later. Copying says so on its button.
 */
export function NewPartnerKey({ partner, onKept }: { readonly partner: NewPartner; readonly onKept: () => void }) {
  const { t } = useTranslation("support")
  const [copied, setCopied] = useState(false)
  // The clipboard exists only in a secure context (HTTPS, localhost): elsewhere the field, which
  // selects itself on focus, is copied by hand and the button is not offered.
  const clipboard = typeof navigator.clipboard?.writeText === "function" ? navigator.clipboard : null
  const copy = () => void clipboard?.writeText(partner.key).then(() => setCopied(true))
  return (
    <div className="toolbox__new-key" data-testid="partner-new-key">
      <FormAlert tone="info">{t("PARTNER_KEY_ONCE", { name: partner.name })}</FormAlert>
      <label htmlFor="partner-key">{t("PARTNER_KEY")}</label>
      <input id="partner-key" className="field__input" readOnly value={partner.key} onFocus={(event) => event.currentTarget.select()} data-testid="partner-key" />
      <div className="support-item__actions">
        {clipboard === null ? null : (
          <Button variant="primary" onClick={copy} data-testid="partner-key-copy">
            {t(copied ? "PARTNER_KEY_COPIED" : "PARTNER_KEY_COPY")}
          </Button>
        )}
        <Button onClick={onKept} data-testid="partner-key-kept">
          {t("PARTNER_KEY_KEPT")}
        </Button>
      </div>
    </div>
  )
}
