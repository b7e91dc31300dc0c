import type { Language, ShadowKind } from "@pociecha/core"
import { letter, type ByLanguage } from "./accountNotices"

/**
 * What a claim or creation is called in each language, in the form the letters use it: the
 * Polish neuter 'zgłoszenie …', the Ukrainian accusative 'заявку …', 'your claim of …'.
 */
const subjectOf = {
  pl: (kind: ShadowKind, facility: string) =>
    kind === "claim" ? `zgłoszenie przejęcia profilu placówki „${facility}”` : `zgłoszenie nowej placówki „${facility}”`,
  ua: (kind: ShadowKind, facility: string) =>
    kind === "claim" ? `заявку на профіль закладу «${facility}»` : `заявку на додавання нового закладу «${facility}»`,
  en: (kind: ShadowKind, facility: string) =>
    kind === "claim" ? `your claim of "${facility}"` : `your request to add the new facility "${facility}"`
} as const

/** To the sender, once a claim or creation is in: support checks the documents within 48 hours. */
export const shadowReceivedMail: ByLanguage<[kind: ShadowKind, facility: string, name: string]> = {
  pl: (kind, facility, name) =>
    letter("pl", name, "Otrzymaliśmy Twoje zgłoszenie placówki", `dziękujemy — otrzymaliśmy ${subjectOf.pl(kind, facility)} wraz z dokumentami. Sprawdzimy je w ciągu 48 godzin i napiszemy, gdy tylko zgłoszenie zostanie rozpatrzone.`),
  ua: (kind, facility, name) =>
    letter("ua", name, "Ми отримали Вашу заявку щодо закладу", `дякуємо — ми отримали ${subjectOf.ua(kind, facility)} разом із документами. Ми перевіримо їх протягом 48 годин і напишемо, щойно заявку буде розглянуто.`),
  en: (kind, facility, name) =>
    letter("en", name, "We have received your facility claim", `thank you — we have received ${subjectOf.en(kind, facility)} with its documents. We will check them within 48 hours and write to you as soon as it is decided.`)
}

/** To the sender, once support accepts: they run the facility now. */
export const shadowAcceptedMail: ByLanguage<[kind: ShadowKind, facility: string, link: string, name: string]> = {
  pl: (kind, facility, link, name) =>
    letter("pl", name, `Placówka „${facility}” jest Twoja`, `weryfikacja zakończyła się pomyślnie: ${subjectOf.pl(kind, facility)} zostało zaakceptowane i jesteś teraz właścicielem profilu placówki. Uzupełnij go tutaj:\n${link}`),
  ua: (kind, facility, link, name) =>
    letter("ua", name, `Заклад «${facility}» тепер Ваш`, `перевірку успішно завершено: ${subjectOf.ua(kind, facility)} прийнято, і тепер Ви власник профілю закладу. Заповніть його тут:\n${link}`),
  en: (kind, facility, link, name) =>
    letter("en", name, `"${facility}" is yours`, `verification finished successfully: ${subjectOf.en(kind, facility)} was accepted and you now own the facility's profile. Complete it here:\n${link}`)
}

/** To the sender, once support declines: the reason, and where the history is. */
export const shadowDeclinedMail: ByLanguage<[kind: ShadowKind, facility: string, reason: string, link: string, name: string]> = {
  pl: (kind, facility, reason, link, name) =>
    letter("pl", name, "Zgłoszenie placówki zostało odrzucone", `niestety ${subjectOf.pl(kind, facility)} nie przeszło weryfikacji. Powód:\n${reason}\n\nHistorię zgłoszeń zobaczysz na swoim koncie:\n${link}\nMożesz wysłać zgłoszenie ponownie z innymi dokumentami.`),
  ua: (kind, facility, reason, link, name) =>
    letter("ua", name, "Заявку щодо закладу відхилено", `на жаль, ${subjectOf.ua(kind, facility)} відхилено після перевірки. Причина:\n${reason}\n\nІсторію заявок можна переглянути у Вашому обліковому записі:\n${link}\nВи можете надіслати заявку знову з іншими документами.`),
  en: (kind, facility, reason, link, name) =>
    letter("en", name, "Your facility claim was declined", `unfortunately ${subjectOf.en(kind, facility)} did not pass verification. Reason:\n${reason}\n\nYou can see your claims in your account:\n${link}\nYou may send it again with other documents.`)
}

/** The reason a claim is declined by itself: support accepted another claim of the same facility. */
export const competingClaimReason: Record<Language, string> = {
  pl: "Placówka została przyznana innej osobie, której zgłoszenie zaakceptowaliśmy wcześniej.",
  ua: "Заклад закріплено за іншою особою, чию заявку ми прийняли раніше.",
  en: "The facility went to another person whose claim we accepted first."
}
