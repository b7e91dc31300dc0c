import type { Language, VisitKind } from "@pociecha/core"
import type { MailContent } from "./templates"
import { visitCalendarFile } from "./visitCalendar"
import { visitBookedMail, visitCancelledMail, visitGuestCancelledMail, visitGuestMail, visitKindNames, visitReminderMail, visitWhen } from "./visitNotices"

/** A booking as its letters tell it. */
export interface BookedVisit {
  readonly bookingId: number
  readonly facilityId: number
  readonly facilityName: string
  readonly facilitySlug: string | null
  readonly street: string | null
  readonly kind: VisitKind
  readonly startsAt: number
  readonly endsAt: number
}

/** Who a letter goes to: an address, a language and a name to greet. */
export interface Reader {
  readonly email: string
  readonly language: Language
  readonly name: string | null
}

/** The letters about one booking, each in its reader's language, the calendar file with those that change a calendar. */
export const visitLetters = (publicUrl: string, visit: BookedVisit) => {
  const when = visitWhen(visit.startsAt)
  const kindIn = (reader: Reader) => visitKindNames[reader.language][visit.kind]
  const account = `${publicUrl}/user/profile`
  const profile = `${publicUrl}/placowka/${visit.facilitySlug ?? visit.facilityId}`
  const ownerArea = `${publicUrl}/user_facility/${visit.facilityId}/visits`
  const calendar = (reader: Reader, change: "booked" | "cancelled") =>
    visitCalendarFile({
      bookingId: visit.bookingId,
      title: `${kindIn(reader)}: ${visit.facilityName}`,
      description: profile,
      location: [visit.facilityName, visit.street].filter((part) => part !== null && part !== "").join(", "),
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      publicUrl
    }, change)
  const withFile = (content: MailContent, reader: Reader, change: "booked" | "cancelled"): MailContent => ({
    ...content,
    attachments: [calendar(reader, change)]
  })
  const greet = (reader: Reader) => reader.name ?? ""
  const guestName = (parent: Reader) => parent.name === null || parent.name.trim() === "" ? parent.email : `${parent.name} (${parent.email})`

  return {
    booked: (parent: Reader) =>
      withFile(visitBookedMail[parent.language](visit.facilityName, kindIn(parent), when, account, greet(parent)), parent, "booked"),
    guest: (runner: Reader, parent: Reader) =>
      withFile(visitGuestMail[runner.language](visit.facilityName, kindIn(runner), when, guestName(parent), ownerArea, greet(runner)), runner, "booked"),
    cancelled: (parent: Reader) =>
      withFile(visitCancelledMail[parent.language](visit.facilityName, kindIn(parent), when, profile, greet(parent)), parent, "cancelled"),
    guestCancelled: (runner: Reader, parent: Reader) =>
      withFile(
        visitGuestCancelledMail[runner.language](visit.facilityName, kindIn(runner), when, guestName(parent), ownerArea, greet(runner)),
        runner,
        "cancelled"
      ),
    reminder: (parent: Reader) => visitReminderMail[parent.language](visit.facilityName, kindIn(parent), when, account, greet(parent))
  }
}
