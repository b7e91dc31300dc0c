import { CUSTOMER_SERVICE_HOURS, PRESENTATION_MINUTES } from "@pociecha/core"
import type { NewSalesRequest } from "../repositories/salesRequestRepository"
import type { MailContent } from "./templates"

/*
 * The product team works in Polish, and so do the directors who write to it: these mails are
 * Polish only. The acknowledgement repeats nothing the sender typed but their name (letters
 * only, see PlainPersonName): the form cannot be used to mail someone else an advert.
 */

const line = (label: string, value: string | undefined) => (value === undefined ? [] : [`${label}: ${value}`])

const hours = `w dni robocze w godzinach ${CUSTOMER_SERVICE_HOURS.from}–${CUSTOMER_SERVICE_HOURS.to}`

/** To the product team: what was sent, to answer it (the request's number finds it in the support panel). */
export const salesTeamMail = (id: number, request: NewSalesRequest): MailContent => {
  const lead = request.kind === "lead"
  return {
    subject: lead
      ? `Nowe zgłoszenie placówki: ${request.facility_name ?? ""} (nr ${id})`
      : `Prośba o bezpłatną prezentację: ${request.email} (nr ${id})`,
    text: [
      lead ? "Placówka prosi o kontakt przez formularz na stronie." : `Ktoś prosi o bezpłatną, ${PRESENTATION_MINUTES}-minutową prezentację Pociechy.`,
      "",
      ...line("Imię i nazwisko", request.name_surname),
      `E-mail: ${request.email}`,
      ...line("Telefon", request.phone),
      ...line("Placówka", request.facility_name),
      ...line("Stanowisko", request.position),
      ...line("Preferowany termin", request.preferred_time),
      "",
      `Zgłoszenie nr ${id} czeka w panelu wsparcia (Zgłoszenia sprzedażowe); po kontakcie oznacz je jako obsłużone.`
    ].join("\n")
  }
}

/** To the sender: we have it, who answers and when. */
export const salesAcknowledgementMail = (request: NewSalesRequest): MailContent =>
  request.kind === "lead"
    ? {
      subject: "Dziękujemy za zgłoszenie placówki w Pociecha",
      text: `Dzień dobry ${request.name_surname ?? ""},\n\notrzymaliśmy Twoje zgłoszenie. Nasz zespół skontaktuje się z Tobą ${hours}, zwykle w ciągu jednego dnia roboczego.\n\nTwoje dane wykorzystamy wyłącznie do kontaktu w sprawie tego zgłoszenia.\nZespół Pociecha`
    }
    : {
      subject: "Dziękujemy za prośbę o prezentację Pociechy",
      text: `Dzień dobry,\n\notrzymaliśmy prośbę o bezpłatną, ${PRESENTATION_MINUTES}-minutową prezentację. Skontaktujemy się z Tobą ${hours}, aby ustalić termin.\n\nTwój adres wykorzystamy wyłącznie do kontaktu w sprawie prezentacji.\nZespół Pociecha`
    }
