import { formatDateTime, partnersQuery, readyMachines, type Partner } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"
import { ConfirmedAction } from "./ConfirmedAction"
import { PartnerCreateForm } from "./PartnerCreateForm"

/**
 * Partner apps (issue 18, management 8): each with the key it creates accounts with — support
 * creates one (its key shown once), sees when each was created and whether it was revoked, and
 * revokes a key once confirmed.
 */
export function PartnerKeys() {
  const { t } = useTranslation(["support", "common"])
  const partners = useQuery(partnersQuery(api))
  // A kept key gives way to a new, empty form: a fresh form machine for each partner created.
  const [round, setRound] = useState(0)
  return (
    <section className="support__section" aria-labelledby="toolbox-partners" data-testid="toolbox-partners">
      <h2 id="toolbox-partners" className="support__heading">{t("PARTNERS")}</h2>
      <PartnerCreateForm key={round} onKept={() => setRound((current) => current + 1)} />
      <ReadState query={partners} isEmpty={(list) => list.length === 0} empty={<EmptyPlaceholder title={t("PARTNERS_EMPTY")} />}>
        {(list) => (
          <ul className="support__list" data-testid="partner-list">
            {list.map((partner) => <PartnerRow key={partner.id} partner={partner} />)}
          </ul>
        )}
      </ReadState>
    </section>
  )
}

function PartnerRow({ partner }: { readonly partner: Partner }) {
  const { t } = useTranslation(["support", "common"])
  return (
    <li className="support-item" data-testid="partner-row" data-revoked={partner.revoked_at !== null}>
      <strong>{partner.name}</strong> — {t("PARTNER_CREATED_AT", { at: formatDateTime(partner.created_at) })} —{" "}
      {partner.revoked_at === null ? t("PARTNER_ACTIVE") : t("PARTNER_REVOKED_AT", { at: formatDateTime(partner.revoked_at) })}
      {partner.revoked_at === null
        ? (
          <ConfirmedAction ready={readyMachines.partnerRevocation} input={{ id: partner.id }} label={t("PARTNER_REVOKE")}
            question={t("PARTNER_REVOKE_CONFIRM", { name: partner.name })} done="PARTNER_REVOKED" testId="partner-revoke" />
        )
        : null}
    </li>
  )
}
