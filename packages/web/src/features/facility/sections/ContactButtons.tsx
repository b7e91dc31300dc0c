import { formatPhone, type Facility } from "@pociecha/core"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { reportCallFailure } from "../../../shared/errors"
import { Icon } from "../../../shared/ui/Icon"

type Reveal<A> = { state: "hidden" } | { state: "loading" } | { state: "shown"; value: A }

/**
 * 'Show phone' and 'show e-mail' (spec 2.7): each fetched only when asked for, which keeps the
 * numbers away from scrapers. The revealed value replaces the button in place, and focus moves
 * to it so keyboard users land on what they asked for.
 */
export function ContactButtons({ facility }: { facility: Facility }) {
  const { t } = useTranslation("facility")
  const id = String(facility.id)
  const [phone, setPhone] = useState<Reveal<string[]>>({ state: "hidden" })
  const [email, setEmail] = useState<Reveal<string | null>>({ state: "hidden" })

  const showPhone = () => {
    setPhone({ state: "loading" })
    api.call((c) => c.facilities.phone({ params: { id } })).then(
      (result) => setPhone({ state: "shown", value: [result.phone, result.second_phone].map(formatPhone).filter((p) => p !== "") }),
      (error: unknown) => {
        setPhone({ state: "hidden" })
        reportCallFailure(error)
      }
    )
  }
  const showEmail = () => {
    setEmail({ state: "loading" })
    api.call((c) => c.facilities.email({ params: { id } })).then(
      (result) => setEmail({ state: "shown", value: result.email }),
      (error: unknown) => {
        setEmail({ state: "hidden" })
        reportCallFailure(error)
      }
    )
  }

  if (!facility.has_phone && !facility.has_email) return null
  return (
    <div className="facility-contact">
      {facility.has_phone &&
        (phone.state === "shown" ? (
          <Revealed testId="facility-phone" label={t("PHONE")}>
            {phone.value.length === 0
              ? t("NO_PHONE")
              : phone.value.map((number) => (
                  <a key={number} href={`tel:${number.replace(/\s/g, "")}`} className="facility-contact__link">
                    {number}
                  </a>
                ))}
          </Revealed>
        ) : (
          <button type="button" className="btn btn--outline" onClick={showPhone} disabled={phone.state === "loading"} aria-busy={phone.state === "loading"}>
            <Icon name="phone" /> {t("SHOW_PHONE")}
          </button>
        ))}
      {facility.has_email &&
        (email.state === "shown" ? (
          <Revealed testId="facility-email" label={t("EMAIL")}>
            {email.value ? (
              <a href={`mailto:${email.value}`} className="facility-contact__link">
                {email.value}
              </a>
            ) : (
              t("NO_EMAIL")
            )}
          </Revealed>
        ) : (
          <button type="button" className="btn btn--outline" onClick={showEmail} disabled={email.state === "loading"} aria-busy={email.state === "loading"}>
            <Icon name="mail" /> {t("SHOW_EMAIL")}
          </button>
        ))}
    </div>
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
