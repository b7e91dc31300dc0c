/**
 * When the teacher zone's events next happen (issue 19): a calendar event recurs every year on
 * its day (Dzień Matki on 26 May), a contest runs from its first to its last day. Days are
 * calendar days in UTC, `YYYY-MM-DD`, compared as text.
 */

/** The dates an event is kept with. */
export interface EventDates {
  readonly day: number | null
  readonly month: number | null
  readonly starts_on: string | null
  readonly ends_on: string | null
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

const pad = (value: number) => String(value).padStart(2, "0")

/**
 * The day an event next happens on or after `today`: a calendar event's day this year, or next
 * year once it has passed (29 February falls on 28 February in other years); a contest's first
 * day, or today while it runs; null for a contest that is over.
 */
export function nextEventDay(event: EventDates, today: Date): string | null {
  const todayIso = isoDay(today)
  if (event.day !== null && event.month !== null) {
    const onYear = (year: number) => {
      const lastDay = new Date(Date.UTC(year, event.month as number, 0)).getUTCDate()
      return `${year}-${pad(event.month as number)}-${pad(Math.min(event.day as number, lastDay))}`
    }
    const year = today.getUTCFullYear()
    return onYear(year) >= todayIso ? onYear(year) : onYear(year + 1)
  }
  if (event.starts_on === null || event.ends_on === null || event.ends_on < todayIso) return null
  return event.starts_on > todayIso ? event.starts_on : todayIso
}

/** Events in the order readers get them: the next first; contests that are over last, latest first. */
export function byNextDay<E extends EventDates>(events: ReadonlyArray<E>, today: Date): ReadonlyArray<E & { readonly next_on: string | null }> {
  return events
    .map((event) => ({ ...event, next_on: nextEventDay(event, today) }))
    .sort((a, b) => {
      if (a.next_on !== null && b.next_on !== null) return a.next_on.localeCompare(b.next_on)
      if (a.next_on !== null) return -1
      if (b.next_on !== null) return 1
      return (b.ends_on ?? "").localeCompare(a.ends_on ?? "")
    })
}
