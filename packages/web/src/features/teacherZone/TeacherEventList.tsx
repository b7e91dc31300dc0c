import { formatDate, materialFilterToSearch, type TeacherEvent } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../shared/routing/paths"

const day = (iso: string) => formatDate(Date.parse(`${iso}T12:00:00Z`))

/** The calendar events and contests still ahead (the server's order: the next first), each linking to its materials. */
export function TeacherEventList({ events }: { readonly events: ReadonlyArray<TeacherEvent> }) {
  const { t } = useTranslation("teacherZone")
  const ahead = events.filter((event) => event.next_on !== null).slice(0, 6)
  if (ahead.length === 0) return null
  return (
    <section className="teacher-zone__events card" aria-labelledby="teacher-zone-events">
      <h2 id="teacher-zone-events" className="teacher-zone__events-title">{t("UPCOMING")}</h2>
      <ul className="teacher-zone__event-list" data-testid="teacher-events">
        {ahead.map((event) => (
          <li key={event.slug} className={`teacher-zone__event teacher-zone__event--${event.kind}`}>
            <Link href={`${pathTo("materials")}${materialFilterToSearch({ event: event.slug })}`}>{event.title}</Link>
            <span className="teacher-zone__event-date">
              {event.kind === "contest" && event.starts_on !== null && event.ends_on !== null
                ? t("CONTEST_DATES", { from: day(event.starts_on), to: day(event.ends_on) })
                : day(event.next_on as string)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
