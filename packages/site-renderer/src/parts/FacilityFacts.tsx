import { type Facility, facilityBadge, formatAddress, formatPhone, hoursText } from "@pociecha/core"
import type { Messages } from "../messages"
import type { SiteContact } from "../view"

/** The facility's verification badge (management 4, "Facility badge"), in words. */
export function Badge({ facility, t }: { facility: Facility; t: Messages }) {
  return <span className="badge">{t[facilityBadge(facility).key]}</span>
}

/** The opening hours as the card has them (spec 3.2): weekdays, Saturday, Sunday. */
export function OpeningHours({ facility, t }: { facility: Facility; t: Messages }) {
  return (
    <dl>
      {hoursText(facility).map((line) => (
        <div key={line.dayKey}>
          <dt>{t[line.dayKey]}</dt>
          <dd>{line.state === "open" ? `${line.from} – ${line.to}` : line.state === "closed" ? t.CLOSED : t.NO_DATA}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Phone and e-mail as links; "no data" when the card has neither. */
export function ContactLines({ contact, t }: { contact: SiteContact; t: Messages }) {
  if (contact.phone === null && contact.email === null) return <p>{t.NO_DATA}</p>
  return (
    <dl>
      {contact.phone === null ? null : (
        <div><dt>{t.PHONE}</dt><dd><a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{formatPhone(contact.phone)}</a></dd></div>
      )}
      {contact.email === null ? null : (
        <div><dt>{t.EMAIL}</dt><dd><a href={`mailto:${contact.email}`}>{contact.email}</a></dd></div>
      )}
    </dl>
  )
}

/** The address, hours and contact side by side: the main page's hero facts and the contact page. */
export function FacilityFacts({ facility, contact, t }: { facility: Facility; contact: SiteContact; t: Messages }) {
  return (
    <div className="facts">
      <section className="card" aria-labelledby="facts-address">
        <h2 id="facts-address">{t.ADDRESS}</h2>
        <address>{formatAddress(facility)}</address>
      </section>
      <section className="card" aria-labelledby="facts-hours">
        <h2 id="facts-hours">{t.OPENING_HOURS}</h2>
        <OpeningHours facility={facility} t={t} />
      </section>
      <section className="card" aria-labelledby="facts-contact">
        <h2 id="facts-contact">{t.CONTACT}</h2>
        <ContactLines contact={contact} t={t} />
      </section>
    </div>
  )
}
