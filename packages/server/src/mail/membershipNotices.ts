import type { Language, SubscriberRole } from "@pociecha/core"
import { letter, type ByLanguage } from "./accountNotices"

/** What one joins a facility as, as a letter names it. */
export const subscriberRoleNames: Record<Language, Record<SubscriberRole, string>> = {
  pl: { parent: "rodzic", teacher: "nauczyciel" },
  ua: { parent: "батьки", teacher: "вихователь" },
  en: { parent: "parent", teacher: "teacher" }
}

/** To those who run the facility: someone asks to join it; confirm or reject in the panel. */
export const membershipRequestMail: ByLanguage<[facility: string, person: string, role: string, link: string, name: string]> = {
  pl: (facility, person, role, link, name) =>
    letter("pl", name, `Prośba o dołączenie do placówki „${facility}”`, `${person} chce dołączyć do placówki „${facility}” jako: ${role}. Potwierdź lub odrzuć prośbę w panelu:\n${link}`),
  ua: (facility, person, role, link, name) =>
    letter("ua", name, `Запит на приєднання до закладу «${facility}»`, `${person} хоче приєднатися до закладу «${facility}» як: ${role}. Підтвердьте або відхиліть запит у панелі:\n${link}`),
  en: (facility, person, role, link, name) =>
    letter("en", name, `A request to join "${facility}"`, `${person} asks to join "${facility}" as: ${role}. Confirm or reject the request in your panel:\n${link}`)
}

/** To the member: the facility confirmed them. */
export const membershipAcceptedMail: ByLanguage<[facility: string, role: string, link: string, name: string]> = {
  pl: (facility, role, link, name) =>
    letter("pl", name, `Placówka „${facility}” potwierdziła Twoje członkostwo`, `placówka „${facility}” potwierdziła, że należysz do niej jako: ${role}.\n\nSwoje placówki zobaczysz na koncie:\n${link}`),
  ua: (facility, role, link, name) =>
    letter("ua", name, `Заклад «${facility}» підтвердив Ваше членство`, `заклад «${facility}» підтвердив, що Ви належите до нього як: ${role}.\n\nСвої заклади можна переглянути в обліковому записі:\n${link}`),
  en: (facility, role, link, name) =>
    letter("en", name, `"${facility}" confirmed your membership`, `"${facility}" confirmed you belong to it as: ${role}.\n\nSee your facilities in your account:\n${link}`)
}

/** To the member: the facility rejected their request. */
export const membershipRejectedMail: ByLanguage<[facility: string, role: string, link: string, name: string]> = {
  pl: (facility, role, link, name) =>
    letter("pl", name, `Placówka „${facility}” odrzuciła prośbę o dołączenie`, `placówka „${facility}” nie potwierdziła Twojej prośby o dołączenie jako: ${role}.\n\nSzczegóły na koncie:\n${link}`),
  ua: (facility, role, link, name) =>
    letter("ua", name, `Заклад «${facility}» відхилив запит на приєднання`, `заклад «${facility}» не підтвердив Ваш запит на приєднання як: ${role}.\n\nПодробиці в обліковому записі:\n${link}`),
  en: (facility, role, link, name) =>
    letter("en", name, `"${facility}" rejected your request to join`, `"${facility}" did not confirm your request to join as: ${role}.\n\nDetails in your account:\n${link}`)
}
