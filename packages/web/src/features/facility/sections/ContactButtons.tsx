import { formatPhone, type Facility } from "@pociecha/core"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { reportCallFailure } from "../../../shared/errors"

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
            <PhoneIcon /> {t("SHOW_PHONE")}
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
            <MailIcon /> {t("SHOW_EMAIL")}
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

const PhoneIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 013 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
  </svg>
)

const MailIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M20 4H4a2 2 0 00-2 2v12c0 1.1.9 2 2 2h16a2 2 0 002-2V6a2 2 0 00-2-2zm0 4-8 5-8-5V6l8 5 8-5z" />
  </svg>
)
