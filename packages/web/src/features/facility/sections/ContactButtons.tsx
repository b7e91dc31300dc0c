import { facilityEmailQuery, facilityPhoneQuery, formatPhone, type ApiQuery, type Facility } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { reportCallFailure } from "../../../shared/errors"
import { Icon, type IconName } from "../../../shared/ui/Icon"
import { Button } from "../../../shared/ui/Button"

/**
 * 'Show phone' and 'show e-mail' (spec 2.7): each fetched only when asked for, which keeps the
 * numbers away from scrapers. The revealed value replaces the button in place, and focus moves
 * to it so keyboard users land on what they asked for.
 */
export function ContactButtons({ facility }: { facility: Facility }) {
  const { t } = useTranslation("facility")
  const id = String(facility.id)
  if (!facility.has_phone && !facility.has_email) return null
  return (
    <div className="facility-contact">
      {facility.has_phone && (
        <Reveal query={facilityPhoneQuery(api, id)} testId="facility-phone" label={t("PHONE")} icon="phone" ask={t("SHOW_PHONE")}>
          {({ phone, second_phone }) => {
            const numbers = [phone, second_phone].map(formatPhone).filter((number) => number !== "")
            return numbers.length === 0
              ? t("NO_PHONE")
              : numbers.map((number) => (
                  <a key={number} href={`tel:${number.replace(/\s/g, "")}`} className="facility-contact__link">
                    {number}
                  </a>
                ))
          }}
        </Reveal>
      )}
      {facility.has_email && (
        <Reveal query={facilityEmailQuery(api, id)} testId="facility-email" label={t("EMAIL")} icon="mail" ask={t("SHOW_EMAIL")}>
          {({ email }) =>
            email ? (
              <a href={`mailto:${email}`} className="facility-contact__link">
                {email}
              </a>
            ) : (
              t("NO_EMAIL")
            )
          }
        </Reveal>
      )}
    </div>
  )
}

/**
 * A button that reads `query` once pressed and is replaced by what came back. A failure shows
 * its toast and leaves the button, which tries again.
 */
function Reveal<Data, Failure>({
  query,
  testId,
  label,
  icon,
  ask,
  children
}: {
  query: ApiQuery<Data, Failure, ReadonlyArray<unknown>>
  testId: string
  label: string
  icon: IconName
  ask: string
  children: (value: Data) => ReactNode
}) {
  const [asked, setAsked] = useState(false)
  const { data, error, isError, isFetching, refetch } = useQuery({ ...query, enabled: asked })
  useEffect(() => {
    if (isError && !isFetching) reportCallFailure(error)
  }, [isError, isFetching, error])
  if (data !== undefined) {
    return (
      <Revealed testId={testId} label={label}>
        {children(data)}
      </Revealed>
    )
  }
  return (
    <Button onClick={() => (asked ? void refetch() : setAsked(true))} disabled={isFetching} aria-busy={isFetching}>
      <Icon name={icon} /> {ask}
    </Button>
  )
}

/** A revealed value; takes focus once when it replaces its button. */
function Revealed({ testId, label, children }: { testId: string; label: string; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p className="facility-contact__value" tabIndex={-1} ref={ref} data-testid={testId}>
      <span className="facility-contact__label">{label}:</span> {children}
    </p>
  )
}
