import { createEvent } from "ics"
import type { MailAttachment } from "./templates"

/** What a calendar entry of a booked visit says. */
export interface VisitEvent {
  readonly bookingId: number
  readonly title: string
  readonly description: string
  readonly location: string
  readonly startsAt: number
  readonly endsAt: number
  readonly publicUrl: string
}

/**
 * A visit as an `.ics` file (RFC 5545, written by the `ics` library), in UTC so every calendar
 * shows it in its own zone. The booking's id makes the UID, so the cancellation (METHOD:CANCEL,
 * a higher SEQUENCE) removes the very entry the confirmation added.
 */
export const visitCalendarFile = (event: VisitEvent, change: "booked" | "cancelled"): MailAttachment => {
  const { error, value } = createEvent({
    uid: `visit-${event.bookingId}@${new URL(event.publicUrl).hostname}`,
    productId: "pociecha/visits",
    method: change === "booked" ? "PUBLISH" : "CANCEL",
    status: change === "booked" ? "CONFIRMED" : "CANCELLED",
    sequence: change === "booked" ? 0 : 1,
    // Whole milliseconds: PostgreSQL keeps microseconds, which the library refuses.
    start: Math.round(event.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: Math.round(event.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.title,
    description: event.description,
    location: event.location
  })
  // The fields are ours and valid; a failure here is a bug, not bad input.
  if (error !== null || value === null) throw error ?? new Error("ics: no calendar file")
  return { filename: change === "booked" ? "wizyta.ics" : "wizyta-odwolana.ics", content_type: "text/calendar; charset=utf-8", content: value }
}
