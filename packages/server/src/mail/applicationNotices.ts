import type { ApplicationPayload, ApplicationStatus, Language } from "@pociecha/core"
import { letter, type ByLanguage } from "./accountNotices"
import type { MailContent } from "./templates"

/** Application statuses as a letter names them. */
export const applicationStatusNames: Record<Language, Record<ApplicationStatus, string>> = {
  pl: { new: "nowe", contacted: "w kontakcie", accepted: "przyjęte", declined: "odrzucone", waiting_list: "na liście oczekujących", withdrawn: "wycofane" },
  ua: { new: "нова", contacted: "на зв'язку", accepted: "прийнята", declined: "відхилена", waiting_list: "у списку очікування", withdrawn: "відкликана" },
  en: { new: "new", contacted: "contacted", accepted: "accepted", declined: "declined", waiting_list: "on the waiting list", withdrawn: "withdrawn" }
}

/** To those who run the facility: an application arrived. No child's data in a mail: it waits in the panel. */
export const applicationReceivedMail: ByLanguage<[facility: string, link: string, name: string]> = {
  pl: (facility, link, name) =>
    letter("pl", name, `Nowe zgłoszenie rekrutacyjne — „${facility}”`, `do placówki „${facility}” wpłynęło nowe zgłoszenie rekrutacyjne. Szczegóły zobaczysz po zalogowaniu:\n${link}`),
  ua: (facility, link, name) =>
    letter("ua", name, `Нова заявка на зарахування — «${facility}»`, `до закладу «${facility}» надійшла нова заявка на зарахування. Подробиці доступні після входу:\n${link}`),
  en: (facility, link, name) =>
    letter("en", name, `A new application — "${facility}"`, `"${facility}" has received a new application. Sign in to see its details:\n${link}`)
}

type Details = Omit<ApplicationPayload, "facility_id" | "facility_ids">

const detailLines: Record<Language, (details: Details) => string> = {
  pl: (d) =>
    `Rodzic lub opiekun: ${d.parent_name} ${d.parent_surname}\nTelefon: ${d.parent_phone}\nAdres: ${d.address}\nDziecko: ${d.child_name} ${d.child_surname}, ur. ${d.child_birth_date}`,
  ua: (d) =>
    `Батько, мати або опікун: ${d.parent_name} ${d.parent_surname}\nТелефон: ${d.parent_phone}\nАдреса: ${d.address}\nДитина: ${d.child_name} ${d.child_surname}, дата народження ${d.child_birth_date}`,
  en: (d) =>
    `Parent or guardian: ${d.parent_name} ${d.parent_surname}\nPhone: ${d.parent_phone}\nAddress: ${d.address}\nChild: ${d.child_name} ${d.child_surname}, born ${d.child_birth_date}`
}

/**
 * To the public address of a facility nobody runs on Pociecha yet: the application itself (there
 * is no panel to read it in) and an invitation to claim the profile.
 */
export const unclaimedApplicationMail: Record<Language, (facility: string, details: Details, profileLink: string) => MailContent> = {
  pl: (facility, details, profileLink) =>
    letter("pl", "", `Zgłoszenie rekrutacyjne do placówki „${facility}”`, `rodzic złożył w serwisie Pociecha zgłoszenie rekrutacyjne do placówki „${facility}”:\n\n${detailLines.pl(details)}\n\nProsimy o kontakt z rodzicem pod podanym numerem telefonu.\n\nTa placówka nie ma jeszcze opiekuna w Pociecha. Przejmij jej profil („Jestem właścicielem tej placówki”), aby odbierać zgłoszenia w panelu, odpowiadać na pytania i opinie rodziców:\n${profileLink}`),
  ua: (facility, details, profileLink) =>
    letter("ua", "", `Заявка на зарахування до закладу «${facility}»`, `батьки подали в сервісі Pociecha заявку на зарахування до закладу «${facility}»:\n\n${detailLines.ua(details)}\n\nПросимо зв'язатися з батьками за вказаним номером телефону.\n\nУ цього закладу ще немає представника в Pociecha. Перейміть його профіль («Я власник цього закладу»), щоб отримувати заявки в панелі та відповідати на запитання й відгуки батьків:\n${profileLink}`),
  en: (facility, details, profileLink) =>
    letter("en", "", `An application to "${facility}"`, `a parent has applied to "${facility}" through Pociecha:\n\n${detailLines.en(details)}\n\nPlease contact the parent at the phone number given.\n\nNobody runs this facility's profile on Pociecha yet. Claim it ("I'm the owner of this facility") to receive applications in your panel and answer parents' questions and opinions:\n${profileLink}`)
}

/** To the parent: the facility moved their application on. */
export const applicationStatusMail: ByLanguage<[facility: string, child: string, status: string, link: string, name: string]> = {
  pl: (facility, child, status, link, name) =>
    letter("pl", name, `Zgłoszenie do placówki „${facility}”: ${status}`, `placówka „${facility}” zmieniła status zgłoszenia rekrutacyjnego dziecka ${child} na: ${status}.\n\nSwoje zgłoszenia zobaczysz na koncie:\n${link}`),
  ua: (facility, child, status, link, name) =>
    letter("ua", name, `Заявка до закладу «${facility}»: ${status}`, `заклад «${facility}» змінив статус заявки на зарахування дитини ${child} на: ${status}.\n\nУсі Ваші заявки — в обліковому записі:\n${link}`),
  en: (facility, child, status, link, name) =>
    letter("en", name, `Your application to "${facility}": ${status}`, `"${facility}" changed the status of the application for ${child} to: ${status}.\n\nSee your applications in your account:\n${link}`)
}
