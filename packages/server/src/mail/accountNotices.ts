import type { Language } from "@pociecha/core"
import type { MailContent } from "./templates"

/** A letter template in every language the product speaks. */
export type ByLanguage<Args extends ReadonlyArray<string>> = Record<Language, (...args: Args) => MailContent>

const signature = { pl: "Zespół Pociecha", ua: "Команда Pociecha", en: "The Pociecha team" } as const
const greeting = { pl: "Dzień dobry", ua: "Добрий день", en: "Hello" } as const

/** A plain-text letter in the reader's language: a greeting (with their name when known), the body, our signature. */
export const letter = (language: Language, name: string, subject: string, body: string): MailContent => ({
  subject,
  text: `${greeting[language]}${name === "" ? "" : ` ${name}`},\n\n${body}\n\n${signature[language]}`
})

/** To the new address: the link that makes it the account's e-mail. */
export const emailChangeLinkMail: ByLanguage<[link: string, name: string]> = {
  pl: (link, name) =>
    letter("pl", name, "Potwierdź nowy adres e-mail w Pociecha", `aby ustawić ten adres jako e-mail konta w Pociecha, otwórz link:\n${link}\n\nLink jest ważny 24 godziny. Do tego czasu logujesz się dotychczasowym adresem.`),
  ua: (link, name) =>
    letter("ua", name, "Підтвердіть нову адресу e-mail у Pociecha", `щоб зробити цю адресу e-mail облікового запису в Pociecha, відкрийте посилання:\n${link}\n\nПосилання дійсне 24 години. До того часу входьте з попередньою адресою.`),
  en: (link, name) =>
    letter("en", name, "Confirm your new Pociecha e-mail address", `to make this the e-mail address of your Pociecha account, open:\n${link}\n\nThe link is valid for 24 hours. Until then, sign in with your current address.`)
}

/** To the old address, when a change is asked for: a chance to react if it wasn't them. */
export const emailChangeRequestedMail: ByLanguage<[newEmail: string, name: string]> = {
  pl: (newEmail, name) =>
    letter("pl", name, "Prośba o zmianę adresu e-mail w Pociecha", `poproszono o zmianę adresu e-mail Twojego konta na ${newEmail}. Zmiana nastąpi dopiero po potwierdzeniu z nowego adresu.\nJeśli to nie Ty, zmień hasło.`),
  ua: (newEmail, name) =>
    letter("ua", name, "Запит на зміну адреси e-mail у Pociecha", `надійшов запит змінити адресу e-mail Вашого облікового запису на ${newEmail}. Зміна відбудеться лише після підтвердження з нової адреси.\nЯкщо це були не Ви, змініть пароль.`),
  en: (newEmail, name) =>
    letter("en", name, "Request to change your Pociecha e-mail", `someone asked to change your account's e-mail address to ${newEmail}. It changes only once confirmed from the new address.\nIf it wasn't you, change your password.`)
}

/** To the old address, once the new one is confirmed. */
export const emailChangedMail: ByLanguage<[newEmail: string, name: string]> = {
  pl: (newEmail, name) =>
    letter("pl", name, "Adres e-mail w Pociecha został zmieniony", `adres e-mail Twojego konta to teraz ${newEmail}. Wszystkie sesje zostały zakończone.\nJeśli to nie Ty, skontaktuj się z nami, odpowiadając na tę wiadomość.`),
  ua: (newEmail, name) =>
    letter("ua", name, "Адресу e-mail у Pociecha змінено", `адреса e-mail Вашого облікового запису тепер ${newEmail}. Усі сеанси завершено.\nЯкщо це були не Ви, зв'яжіться з нами, відповівши на цей лист.`),
  en: (newEmail, name) =>
    letter("en", name, "Your Pociecha e-mail address was changed", `your account's e-mail address is now ${newEmail}. Every session has been ended.\nIf it wasn't you, contact us by replying to this message.`)
}

/** After any password change: by the person, by a reset link or by support. */
export const passwordChangedMail: ByLanguage<[name: string]> = {
  pl: (name) =>
    letter("pl", name, "Hasło w Pociecha zostało zmienione", "hasło Twojego konta zostało zmienione i wszystkie sesje zakończone.\nJeśli to nie Ty, ustaw nowe hasło przez „Przypomnij hasło” i skontaktuj się z nami."),
  ua: (name) =>
    letter("ua", name, "Пароль у Pociecha змінено", "пароль Вашого облікового запису змінено, усі сеанси завершено.\nЯкщо це були не Ви, встановіть новий пароль через «Нагадати пароль» і зв'яжіться з нами."),
  en: (name) =>
    letter("en", name, "Your Pociecha password was changed", "your account's password was changed and every session ended.\nIf it wasn't you, set a new one through \"Forgot password\" and contact us.")
}
