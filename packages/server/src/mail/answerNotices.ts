import { letter, type ByLanguage } from "./accountNotices"

/** To the one who wrote a facility's answer, once moderation publishes it. */
export const answerAcceptedMail: ByLanguage<[facility: string, link: string, name: string]> = {
  pl: (facility, link, name) =>
    letter("pl", name, "Odpowiedź na opinię została opublikowana", `odpowiedź placówki „${facility}” na opinię rodzica przeszła weryfikację i jest widoczna na profilu placówki:\n${link}`),
  ua: (facility, link, name) =>
    letter("ua", name, "Відповідь на відгук опубліковано", `відповідь закладу «${facility}» на відгук батьків пройшла перевірку і відображається на сторінці закладу:\n${link}`),
  en: (facility, link, name) =>
    letter("en", name, "Your answer to an opinion has been published", `the answer of "${facility}" to a parent's opinion passed verification and is shown on the facility's profile:\n${link}`)
}

/** To the one who wrote a facility's answer, once moderation rejects it: the reason, and that it can be sent again. */
export const answerRejectedMail: ByLanguage<[facility: string, reason: string, link: string, name: string]> = {
  pl: (facility, reason, link, name) =>
    letter("pl", name, "Odpowiedź na opinię nie została opublikowana", `odpowiedź placówki „${facility}” na opinię rodzica nie przeszła weryfikacji. Powód:\n${reason}\n\nMożesz ją poprawić i wysłać ponownie:\n${link}`),
  ua: (facility, reason, link, name) =>
    letter("ua", name, "Відповідь на відгук не опубліковано", `відповідь закладу «${facility}» на відгук батьків не пройшла перевірку. Причина:\n${reason}\n\nВи можете виправити її та надіслати знову:\n${link}`),
  en: (facility, reason, link, name) =>
    letter("en", name, "Your answer to an opinion was not published", `the answer of "${facility}" to a parent's opinion did not pass verification. Reason:\n${reason}\n\nYou can correct it and send it again:\n${link}`)
}

/** To the opinion's author, once the facility's answer to it is published. */
export const newAnswerMail: ByLanguage<[facility: string, link: string, name: string]> = {
  pl: (facility, link, name) =>
    letter("pl", name, "Placówka odpowiedziała na Twoją opinię", `placówka „${facility}” odpowiedziała na Twoją opinię. Odpowiedź przeczytasz tutaj:\n${link}`),
  ua: (facility, link, name) =>
    letter("ua", name, "Заклад відповів на Ваш відгук", `заклад «${facility}» відповів на Ваш відгук. Прочитати відповідь можна тут:\n${link}`),
  en: (facility, link, name) =>
    letter("en", name, "The facility answered your opinion", `"${facility}" answered your opinion. Read the answer here:\n${link}`)
}
