import type { Language, QuestionTopic } from "@pociecha/core"
import { letter, type ByLanguage } from "./accountNotices"

/** The question topics (spec 2.9) as a letter names them. */
export const topicNames: Record<Language, Record<QuestionTopic, string>> = {
  pl: {
    recruitment: "rekrutacja",
    fees: "opłaty",
    daily_schedule: "plan dnia",
    meals: "posiłki",
    staff: "kadra",
    visit: "wizyta w placówce",
    other: "inne"
  },
  ua: {
    recruitment: "набір дітей",
    fees: "оплата",
    daily_schedule: "розпорядок дня",
    meals: "харчування",
    staff: "персонал",
    visit: "відвідування закладу",
    other: "інше"
  },
  en: {
    recruitment: "admissions",
    fees: "fees",
    daily_schedule: "daily schedule",
    meals: "meals",
    staff: "staff",
    visit: "a visit",
    other: "other"
  }
}

/** To those who run the facility: a parent asked a question (topic and text), and where to answer. */
export const newQuestionMail: ByLanguage<[facility: string, topic: string, content: string, link: string, name: string]> = {
  pl: (facility, topic, content, link, name) =>
    letter("pl", name, `Nowe pytanie do placówki „${facility}”`, `rodzic zadał pytanie placówce „${facility}” (temat: ${topic}):\n\n${content}\n\nOdpowiesz tutaj:\n${link}`),
  ua: (facility, topic, content, link, name) =>
    letter("ua", name, `Нове запитання до закладу «${facility}»`, `батьки поставили запитання закладу «${facility}» (тема: ${topic}):\n\n${content}\n\nВідповісти можна тут:\n${link}`),
  en: (facility, topic, content, link, name) =>
    letter("en", name, `A new question for "${facility}"`, `a parent asked "${facility}" a question (topic: ${topic}):\n\n${content}\n\nAnswer it here:\n${link}`)
}

/** To those who run the facility: the parent wrote again in a thread. */
export const parentMessageMail: ByLanguage<[facility: string, topic: string, content: string, link: string, name: string]> = {
  pl: (facility, topic, content, link, name) =>
    letter("pl", name, `Nowa wiadomość od rodzica — „${facility}”`, `rodzic napisał w rozmowie z placówką „${facility}” (temat: ${topic}):\n\n${content}\n\nCała rozmowa:\n${link}`),
  ua: (facility, topic, content, link, name) =>
    letter("ua", name, `Нове повідомлення від батьків — «${facility}»`, `батьки написали в розмові із закладом «${facility}» (тема: ${topic}):\n\n${content}\n\nУся розмова:\n${link}`),
  en: (facility, topic, content, link, name) =>
    letter("en", name, `A new message from a parent — "${facility}"`, `a parent wrote in the conversation with "${facility}" (topic: ${topic}):\n\n${content}\n\nThe whole conversation:\n${link}`)
}

/** To the parent who asked: the facility answered in the thread. */
export const facilityReplyMail: ByLanguage<[facility: string, topic: string, content: string, link: string, name: string]> = {
  pl: (facility, topic, content, link, name) =>
    letter("pl", name, `Odpowiedź od placówki „${facility}”`, `placówka „${facility}” odpowiedziała na Twoje pytanie (temat: ${topic}):\n\n${content}\n\nRozmowę zobaczysz i odpiszesz tutaj:\n${link}`),
  ua: (facility, topic, content, link, name) =>
    letter("ua", name, `Відповідь від закладу «${facility}»`, `заклад «${facility}» відповів на Ваше запитання (тема: ${topic}):\n\n${content}\n\nПереглянути розмову й відповісти можна тут:\n${link}`),
  en: (facility, topic, content, link, name) =>
    letter("en", name, `An answer from "${facility}"`, `"${facility}" answered your question (topic: ${topic}):\n\n${content}\n\nSee the conversation and reply here:\n${link}`)
}
