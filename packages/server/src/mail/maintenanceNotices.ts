import { letter, type ByLanguage } from "./accountNotices"
import type { MailContent } from "./templates"

/** To the product team (SALES_EMAIL): an urgent message from the maintenance page, answered to its sender. */
export const urgentMessageMail = (name: string | null, email: string, message: string): MailContent => ({
  subject: `Pilna wiadomość w czasie przerwy technicznej od ${email}`,
  text: `Nadawca: ${name ?? "(nie podano)"} <${email}>\n\n${message}\n\nOdpowiedz bezpośrednio na adres ${email}.`
})

/** To the sender of an urgent message: it arrived and will be answered. */
export const urgentMessageReceivedMail: ByLanguage<[name: string]> = {
  pl: (name) =>
    letter("pl", name, "Otrzymaliśmy Twoją wiadomość", "dziękujemy za wiadomość wysłaną w czasie przerwy technicznej serwisu Pociecha. Odpowiemy na nią najszybciej, jak to możliwe, na ten adres e-mail."),
  ua: (name) =>
    letter("ua", name, "Ми отримали Ваше повідомлення", "дякуємо за повідомлення, надіслане під час технічної перерви сервісу Pociecha. Ми відповімо на нього якнайшвидше на цю адресу e-mail."),
  en: (name) =>
    letter("en", name, "We received your message", "thank you for the message you sent while Pociecha was under maintenance. We will answer it as soon as we can, at this e-mail address.")
}

/** To a "notify me" address, once maintenance ends. */
export const maintenanceEndedMail: ByLanguage<[link: string]> = {
  pl: (link) =>
    letter("pl", "", "Pociecha znowu działa", `przerwa techniczna serwisu Pociecha dobiegła końca. Zapraszamy z powrotem:\n${link}\n\nTwój adres został użyty tylko do tej jednej wiadomości i nie przechowujemy go dłużej.`),
  ua: (link) =>
    letter("ua", "", "Pociecha знову працює", `технічна перерва сервісу Pociecha завершилася. Запрошуємо назад:\n${link}\n\nВашу адресу використано лише для цього одного листа, і ми її більше не зберігаємо.`),
  en: (link) =>
    letter("en", "", "Pociecha is back", `the maintenance of Pociecha is over. Welcome back:\n${link}\n\nYour address was used for this one message only and is no longer kept.`)
}
