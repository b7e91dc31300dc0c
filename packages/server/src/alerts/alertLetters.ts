import type { AgeGroup, Language } from "@pociecha/core"
import type { MailContent } from "../mail/templates"

/** One thing an alert tells: a change in one saved search (or, for news, among the favourites). */
export interface AlertItem {
  readonly searchId: number
  readonly searchName: string
  readonly kind: "vacancies" | "facility" | "news"
  readonly facilityId: number
  readonly facilityName: string
  readonly facilitySlug: string | null
  readonly city: string
  /** The age groups that opened free places (`vacancies`). */
  readonly ageGroups: ReadonlyArray<AgeGroup> | null
  /** The news item's title (`news`). */
  readonly newsTitle: string | null
}

/** Where a reader stops the alerts: the page a person opens, and the address a mail client posts to (RFC 8058). */
export interface UnsubscribeLinks {
  readonly page: string
  readonly oneClick: string
}

/** The most items one letter lists: past them, it says how many more and links to the account. */
export const ITEMS_PER_LETTER = 50

interface Words {
  readonly subject: (count: number, digest: boolean) => string
  readonly greeting: (name: string) => string
  readonly intro: (digest: boolean) => string
  readonly search: (name: string) => string
  readonly favourites: string
  readonly vacancies: (groups: string) => string
  readonly facility: string
  readonly news: (title: string) => string
  readonly more: (count: number) => string
  readonly manage: (link: string) => string
  readonly unsubscribe: (link: string) => string
  readonly ageGroups: Readonly<Record<AgeGroup, string>>
}

const words: Readonly<Record<Language, Words>> = {
  pl: {
    subject: (count, digest) => digest ? `Dzienne podsumowanie wyszukiwań: ${count} nowości` : `Nowość w Twoich wyszukiwaniach (${count})`,
    greeting: (name) => `Dzień dobry${name === "" ? "" : ` ${name}`},`,
    intro: (digest) => digest ? "oto co zmieniło się od wczoraj w wyszukiwaniach, które obserwujesz:" : "w wyszukiwaniach, które obserwujesz, jest coś nowego:",
    search: (name) => `Wyszukiwanie „${name}”`,
    favourites: "Ulubione placówki",
    vacancies: (groups) => `wolne miejsca: ${groups}`,
    facility: "nowa placówka w tym obszarze",
    news: (title) => `nowa aktualność: „${title}”`,
    more: (count) => `…i jeszcze ${count} — zobacz na stronie.`,
    manage: (link) => `Twoje zapisane wyszukiwania: ${link}`,
    unsubscribe: (link) => `Nie chcesz tych powiadomień? Wypisz się jednym kliknięciem: ${link}`,
    ageGroups: { nursery: "żłobek (do 3 lat)", "3": "3-latki", "4": "4-latki", "5": "5-latki", "6": "6-latki" }
  },
  ua: {
    subject: (count, digest) => digest ? `Щоденний підсумок пошуків: ${count} новин` : `Новини у Ваших пошуках (${count})`,
    greeting: (name) => `Добрий день${name === "" ? "" : `, ${name}`}!`,
    intro: (digest) => digest ? "ось що змінилося з учорашнього дня в пошуках, за якими Ви стежите:" : "у пошуках, за якими Ви стежите, є щось нове:",
    search: (name) => `Пошук «${name}»`,
    favourites: "Улюблені заклади",
    vacancies: (groups) => `вільні місця: ${groups}`,
    facility: "новий заклад у цій області",
    news: (title) => `нова новина: «${title}»`,
    more: (count) => `…і ще ${count} — дивіться на сайті.`,
    manage: (link) => `Ваші збережені пошуки: ${link}`,
    unsubscribe: (link) => `Не хочете цих сповіщень? Відпишіться одним кліком: ${link}`,
    ageGroups: { nursery: "ясла (до 3 років)", "3": "3-річні", "4": "4-річні", "5": "5-річні", "6": "6-річні" }
  },
  en: {
    subject: (count, digest) => digest ? `Your daily search digest: ${count} new` : `New in your saved searches (${count})`,
    greeting: (name) => `Hello${name === "" ? "" : ` ${name}`},`,
    intro: (digest) => digest ? "here is what changed since yesterday in the searches you follow:" : "there is something new in the searches you follow:",
    search: (name) => `Search "${name}"`,
    favourites: "Favourite facilities",
    vacancies: (groups) => `free places: ${groups}`,
    facility: "a new facility in this area",
    news: (title) => `news: "${title}"`,
    more: (count) => `…and ${count} more — see the website.`,
    manage: (link) => `Your saved searches: ${link}`,
    unsubscribe: (link) => `Don't want these alerts? Unsubscribe in one click: ${link}`,
    ageGroups: { nursery: "nursery (under 3)", "3": "3-year-olds", "4": "4-year-olds", "5": "5-year-olds", "6": "6-year-olds" }
  }
}

/** A reader of an alert: the language and name of the account it goes to. */
export interface AlertReader {
  readonly language: Language
  readonly name: string | null
}

/**
 * The alert e-mail of one account (issue 20): its items grouped by saved search (news of a
 * favourite under the favourites), each with the facility's address on the portal; the link to
 * the saved searches, and the unsubscribe link — in the body for a person, in the RFC 8058
 * headers for the mail client's own button.
 */
export const alertLetter = (
  publicUrl: string,
  reader: AlertReader,
  items: ReadonlyArray<AlertItem>,
  digest: boolean,
  unsubscribe: UnsubscribeLinks
): MailContent => {
  const w = words[reader.language]
  const listed = items.slice(0, ITEMS_PER_LETTER)
  const sections = new Map<string, Array<string>>()
  for (const item of listed) {
    const heading = item.kind === "news" ? w.favourites : w.search(item.searchName)
    const what = item.kind === "vacancies"
      ? w.vacancies((item.ageGroups ?? []).map((group) => w.ageGroups[group]).join(", "))
      : item.kind === "facility" ? w.facility : w.news(item.newsTitle ?? "")
    const line = `• ${item.facilityName}, ${item.city} — ${what}\n  ${publicUrl}/placowka/${item.facilitySlug ?? item.facilityId}`
    sections.set(heading, [...(sections.get(heading) ?? []), line])
  }
  const body = [...sections].map(([heading, lines]) => `${heading}:\n${lines.join("\n")}`).join("\n\n")
  const more = items.length > listed.length ? `\n\n${w.more(items.length - listed.length)}` : ""
  return {
    subject: w.subject(items.length, digest),
    text: [
      w.greeting(reader.name ?? ""),
      "",
      w.intro(digest),
      "",
      `${body}${more}`,
      "",
      w.manage(`${publicUrl}/user/saved-searches`),
      w.unsubscribe(unsubscribe.page),
      "Pociecha"
    ].join("\n"),
    headers: { "List-Unsubscribe": `<${unsubscribe.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
  }
}
