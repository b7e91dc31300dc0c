import { facilityProfilePath, formatDateTime, type ShadowRecord } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { useTagLookup } from "../../../shared/useTagLookup"
import { ShadowDecision } from "./ShadowDecision"
import { ShadowDocuments } from "./ShadowDocuments"
import { keyFromData } from "../../../shared/i18n/keyFromData"

const addressOf = ({ data }: ShadowRecord) =>
  `${data.street} ${data.building_number}${data.apartment_number === null ? "" : `/${data.apartment_number}`}, ${data.post_code} ${data.city_name} (${data.voivodeship_name})`

/** One claim or new facility: who sends it, the data they verified, their documents, and the decision. */
export function ShadowItem({ record }: { readonly record: ShadowRecord }) {
  const { t } = useTranslation("support")
  const tags = useTagLookup()
  const sender = [record.account.name, record.account.surname].filter(Boolean).join(" ")
  const { data } = record
  return (
    <li className="card support-item" data-testid="shadow-item" data-kind={record.kind}>
      <div className="support-item__head">
        <span className={`support-item__kind support-item__kind--${record.kind}`}>{t(record.kind === "claim" ? "SHADOW_KIND_CLAIM" : "SHADOW_KIND_CREATION")}</span>
        {record.kind === "claim" ? (
          <Link href={facilityProfilePath({ id: record.facility_id, slug: record.facility_slug })} className="support-item__facility">
            {record.facility_name}
          </Link>
        ) : (
          <strong className="support-item__facility">{data.name}</strong>
        )}
        <time className="support-item__meta">{t("SHADOW_SENT_AT", { date: formatDateTime(record.created_at) })}</time>
      </div>
      <p className="support-item__meta" data-testid="shadow-sender">
        {t("SHADOW_SENDER", { name: sender === "" ? record.account.email : sender })} · {record.account.email}
      </p>
      <dl className="support-item__details">
        <Detail label={t("SHADOW_NAME")} value={data.name} />
        <Detail label={t("SHADOW_TYPE")} value={tags.pick(data.specialization).map((tag) => t(keyFromData(tag.display), { ns: "common" })).join(", ")} />
        <Detail label={t("SHADOW_ADDRESS")} value={addressOf(record)} />
        <Detail label={t("SHADOW_PHONE")} value={data.phone} />
        <Detail label={t("SHADOW_LOCATION")} value={`${data.lat.toFixed(5)}, ${data.lng.toFixed(5)}`} />
      </dl>
      <ShadowDocuments record={record} />
      <ShadowDecision record={record} />
    </li>
  )
}

function Detail({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
