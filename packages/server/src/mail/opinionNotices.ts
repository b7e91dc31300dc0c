import { letter, type ByLanguage } from "./accountNotices"

/** To the author, once moderation accepts their opinion: where it is shown. */
export const opinionAcceptedMail: ByLanguage<[facility: string, link: string, name: string]> = {
  pl: (facility, link, name) =>
    letter("pl", name, "Twoja opinia została opublikowana", `Twoja opinia o placówce „${facility}” przeszła weryfikację i jest już widoczna na jej profilu:\n${link}\n\nDziękujemy, że dzielisz się doświadczeniem z innymi rodzicami.`),
  ua: (facility, link, name) =>
    letter("ua", name, "Ваш відгук опубліковано", `Ваш відгук про заклад «${facility}» пройшов перевірку і вже відображається на його сторінці:\n${link}\n\nДякуємо, що ділитеся досвідом з іншими батьками.`),
  en: (facility, link, name) =>
    letter("en", name, "Your opinion has been published", `your opinion about "${facility}" passed verification and is now shown on its profile:\n${link}\n\nThank you for sharing your experience with other parents.`)
}

/** To the author, once moderation rejects their opinion: the moderator's reason. */
export const opinionRejectedMail: ByLanguage<[facility: string, reason: string, link: string, name: string]> = {
  pl: (facility, reason, link, name) =>
    letter("pl", name, "Twoja opinia nie została opublikowana", `Twoja opinia o placówce „${facility}” nie przeszła weryfikacji. Powód:\n${reason}\n\nOpinię i jej historię zobaczysz na swoim koncie:\n${link}`),
  ua: (facility, reason, link, name) =>
    letter("ua", name, "Ваш відгук не опубліковано", `Ваш відгук про заклад «${facility}» не пройшов перевірку. Причина:\n${reason}\n\nВідгук і його історію можна переглянути у Вашому обліковому записі:\n${link}`),
  en: (facility, reason, link, name) =>
    letter("en", name, "Your opinion was not published", `your opinion about "${facility}" did not pass verification. Reason:\n${reason}\n\nYou can see the opinion and its history in your account:\n${link}`)
}

/** To those who run the facility, once an opinion about it is published: read it and answer. */
export const newOpinionMail: ByLanguage<[facility: string, link: string, name: string]> = {
  pl: (facility, link, name) =>
    letter("pl", name, "Nowa opinia o Twojej placówce", `o placówce „${facility}” opublikowano nową opinię. Możesz ją przeczytać i na nią odpowiedzieć:\n${link}`),
  ua: (facility, link, name) =>
    letter("ua", name, "Новий відгук про Ваш заклад", `про заклад «${facility}» опубліковано новий відгук. Ви можете прочитати його та відповісти:\n${link}`),
  en: (facility, link, name) =>
    letter("en", name, "A new opinion about your facility", `a new opinion about "${facility}" has been published. You can read it and answer:\n${link}`)
}
