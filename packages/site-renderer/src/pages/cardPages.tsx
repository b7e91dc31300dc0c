import { type Facility, formatMinutes, type Subpage, vacanciesOnProfile } from "@pociecha/core"
import type { Messages } from "../messages"
import { Badge, FacilityFacts } from "../parts/FacilityFacts"
import { Illustration } from "../parts/Illustration"
import { RichText } from "../parts/RichSections"
import type { SiteOf, SitePageView } from "../view"

/** What each page reading the facility's card gets. */
export interface CardPageProps {
  readonly view: SitePageView
  readonly site: SiteOf
  readonly subpage: Subpage
  readonly t: Messages
}

/** The main page's hero (issue 17): name, badge, address, opening hours and contact. */
export function MainPage({ site, subpage, t }: CardPageProps) {
  return (
    <>
      <h1>{site.facility.name}</h1>
      <p><Badge facility={site.facility} t={t} /></p>
      {subpage.description_title === "" ? null : <p className="lead">{subpage.description_title}</p>}
      <FacilityFacts facility={site.facility} contact={site.contact} t={t} />
    </>
  )
}

/** About: the card's description, beside the theme's placeholder picture. */
export function AboutPage({ view, site, subpage }: CardPageProps) {
  return (
    <>
      <h1>{subpage.title}</h1>
      <Illustration view={view} asset="about.svg" />
      <RichText html={site.facility.description} />
    </>
  )
}

const Empty = ({ t }: { t: Messages }) => <p>{t.NOTHING_HERE}</p>

/** The card's gallery: thumbnails linking to the whole photos, which work without a lightbox script. */
export function GalleryPage({ site, subpage, t }: CardPageProps) {
  const photos = [...site.facility.gallery].sort((a, b) => a.order - b.order)
  return (
    <>
      <h1>{subpage.title}</h1>
      {photos.length === 0 ? <Empty t={t} /> : (
        <ul className="grid">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url}>
                <img src={photo.thumb_url} alt={`${t.PHOTO} ${index + 1} – ${site.facility.name}`} loading="lazy" width={400} height={400} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The card's staff: photo, name and position. */
export function StaffPage({ site, subpage, t }: CardPageProps) {
  const staff = site.facility.employees
  return (
    <>
      <h1>{subpage.title}</h1>
      {staff.length === 0 ? <Empty t={t} /> : (
        <ul className="grid">
          {staff.map((person) => (
            <li key={person.id} className="person">
              {person.photo === null ? null : <img src={person.photo} alt="" loading="lazy" width={400} height={400} />}
              <h2>{person.name}</h2>
              <p>{person.position}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The card's day plan, in time order. */
export function DayPlanPage({ site, subpage, t }: CardPageProps) {
  const plan = [...site.facility.day_plan].sort((a, b) => a.start - b.start)
  return (
    <>
      <h1>{subpage.title}</h1>
      {plan.length === 0 ? <Empty t={t} /> : (
        <table className="plan">
          <tbody>
            {plan.map((entry) => (
              <tr key={`${entry.start}-${entry.name}`}>
                <th scope="row">{formatMinutes(entry.start)} – {formatMinutes(entry.end)}</th>
                <td><strong>{entry.name}</strong>{entry.description === "" ? null : <><br />{entry.description}</>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

const ageGroupLabel = (group: string, t: Messages): string => (group === "nursery" ? t.AGE_NURSERY : `${group} ${t.AGE_YEARS}`)

/** Recruitment: whether it is open, the card's text and its free places per age group. */
export function RecruitmentPage({ view, site, subpage, t }: CardPageProps) {
  const facility: Facility = site.facility
  const vacancies = vacanciesOnProfile(facility)
  return (
    <>
      <h1>{subpage.title}</h1>
      <Illustration view={view} asset="recruitment.svg" />
      <p><strong>{facility.recruitment_active ? t.RECRUITMENT_OPEN : t.RECRUITMENT_CLOSED}</strong></p>
      {facility.recruitment_description === null ? null : <p>{facility.recruitment_description}</p>}
      {vacancies === null ? null : (
        <section className="card" aria-labelledby="free-places">
          <h2 id="free-places">{t.FREE_PLACES}</h2>
          <dl>
            {vacancies.entries.map((entry) => (
              <div key={entry.age_group}><dt>{ageGroupLabel(entry.age_group, t)}</dt><dd>{entry.places}</dd></div>
            ))}
          </dl>
        </section>
      )}
    </>
  )
}
