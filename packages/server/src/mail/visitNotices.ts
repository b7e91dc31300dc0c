import { formatDateTime, type Language, type VisitKind } from "@pociecha/core"
import { letter, type ByLanguage } from "./accountNotices"

/** A slot's kind as a letter names it. */
export const visitKindNames: Record<Language, Record<VisitKind, string>> = {
  pl: { visit: "wizyta", open_day: "dzień otwarty" },
  ua: { visit: "візит", open_day: "день відкритих дверей" },
  en: { visit: "visit", open_day: "open day" }
}

/** When, as a letter writes it: Polish time (`15.01.2025 - 10:00`), the facility's zone. */
export const visitWhen = (startsAt: number) => formatDateTime(startsAt)

type Visit = [facility: string, kind: string, when: string, link: string, name: string]
type Guest = [facility: string, kind: string, when: string, guest: string, link: string, name: string]

/** To the parent: the place is theirs (the `.ics` goes with it). */
export const visitBookedMail: ByLanguage<Visit> = {
  pl: (facility, kind, when, link, name) =>
    letter("pl", name, `Potwierdzenie: ${kind} w placówce „${facility}”, ${when}`, `zarezerwowaliśmy dla Ciebie miejsce: ${kind} w placówce „${facility}”, ${when} (czasu polskiego). W załączniku jest plik do kalendarza.\n\nPlacówka zna Twoje imię i adres e-mail, by czekać na Ciebie i dać znać o zmianach. Rezerwację odwołasz na koncie:\n${link}`),
  ua: (facility, kind, when, link, name) =>
    letter("ua", name, `Підтвердження: ${kind} у закладі «${facility}», ${when}`, `ми забронювали для Вас місце: ${kind} у закладі «${facility}», ${when} (за польським часом). У вкладенні — файл для календаря.\n\nЗаклад знає Ваше ім'я та e-mail, щоб чекати на Вас і повідомити про зміни. Скасувати бронювання можна в обліковому записі:\n${link}`),
  en: (facility, kind, when, link, name) =>
    letter("en", name, `Confirmed: ${kind} at "${facility}", ${when}`, `your place is booked: ${kind} at "${facility}", ${when} (Polish time). The calendar file is attached.\n\nThe facility knows your name and e-mail address, to expect you and tell you of any change. Cancel the booking in your account:\n${link}`)
}

/** To those who run the facility: a parent booked a place (the `.ics` goes with it). */
export const visitGuestMail: ByLanguage<Guest> = {
  pl: (facility, kind, when, guest, link, name) =>
    letter("pl", name, `Nowa rezerwacja: ${kind}, ${when}`, `${guest} zarezerwował(a) miejsce: ${kind} w placówce „${facility}”, ${when}. W załączniku jest plik do kalendarza.\n\nRezerwacje zobaczysz w zakładce Wizyty:\n${link}`),
  ua: (facility, kind, when, guest, link, name) =>
    letter("ua", name, `Нове бронювання: ${kind}, ${when}`, `${guest} забронював(-ла) місце: ${kind} у закладі «${facility}», ${when}. У вкладенні — файл для календаря.\n\nБронювання — у вкладці «Візити»:\n${link}`),
  en: (facility, kind, when, guest, link, name) =>
    letter("en", name, `New booking: ${kind}, ${when}`, `${guest} booked a place: ${kind} at "${facility}", ${when}. The calendar file is attached.\n\nSee the bookings in the Visits tab:\n${link}`)
}

/** To the parent: the booking is cancelled — by them, or the facility withdrew the slot. */
export const visitCancelledMail: ByLanguage<Visit> = {
  pl: (facility, kind, when, link, name) =>
    letter("pl", name, `Odwołane: ${kind} w placówce „${facility}”, ${when}`, `rezerwacja jest odwołana: ${kind} w placówce „${facility}”, ${when}. Załączony plik usunie ją z kalendarza.\n\nInne terminy znajdziesz na profilu placówki:\n${link}`),
  ua: (facility, kind, when, link, name) =>
    letter("ua", name, `Скасовано: ${kind} у закладі «${facility}», ${when}`, `бронювання скасовано: ${kind} у закладі «${facility}», ${when}. Вкладений файл видалить його з календаря.\n\nІнші дати — на профілі закладу:\n${link}`),
  en: (facility, kind, when, link, name) =>
    letter("en", name, `Cancelled: ${kind} at "${facility}", ${when}`, `the booking is cancelled: ${kind} at "${facility}", ${when}. The attached file removes it from your calendar.\n\nFind other dates on the facility's profile:\n${link}`)
}

/** To those who run the facility: a parent cancelled their booking. */
export const visitGuestCancelledMail: ByLanguage<Guest> = {
  pl: (facility, kind, when, guest, link, name) =>
    letter("pl", name, `Odwołana rezerwacja: ${kind}, ${when}`, `${guest} odwołał(a) rezerwację: ${kind} w placówce „${facility}”, ${when}. Miejsce jest znów wolne.\n\n${link}`),
  ua: (facility, kind, when, guest, link, name) =>
    letter("ua", name, `Скасоване бронювання: ${kind}, ${when}`, `${guest} скасував(-ла) бронювання: ${kind} у закладі «${facility}», ${when}. Місце знову вільне.\n\n${link}`),
  en: (facility, kind, when, guest, link, name) =>
    letter("en", name, `Booking cancelled: ${kind}, ${when}`, `${guest} cancelled their booking: ${kind} at "${facility}", ${when}. The place is free again.\n\n${link}`)
}

/** To the parent, the day before. */
export const visitReminderMail: ByLanguage<Visit> = {
  pl: (facility, kind, when, link, name) =>
    letter("pl", name, `Przypomnienie: jutro ${kind} w placówce „${facility}”`, `przypominamy: ${kind} w placówce „${facility}”, ${when}. Jeśli nie możesz przyjść, odwołaj rezerwację, by zwolnić miejsce:\n${link}`),
  ua: (facility, kind, when, link, name) =>
    letter("ua", name, `Нагадування: завтра ${kind} у закладі «${facility}»`, `нагадуємо: ${kind} у закладі «${facility}», ${when}. Якщо не зможете прийти, скасуйте бронювання, щоб звільнити місце:\n${link}`),
  en: (facility, kind, when, link, name) =>
    letter("en", name, `Reminder: ${kind} at "${facility}" tomorrow`, `a reminder: ${kind} at "${facility}", ${when}. If you cannot come, cancel the booking to free the place:\n${link}`)
}
