import { letter, type ByLanguage } from "./accountNotices"

/**
 * To the person a partner app made an account for (management 8): never a password, only the
 * single-use link to set one (a password-reset link: when it has expired, "Forgot password"
 * sends a new one).
 */
export const partnerAccountMail: ByLanguage<[facility: string, link: string, name: string]> = {
  pl: (facility, link, name) =>
    letter("pl", name, "Twoje konto w Pociecha", `na prośbę aplikacji partnerskiej założyliśmy Ci konto w serwisie Pociecha powiązane z placówką „${facility}”.\n\nAby zacząć z niego korzystać, ustaw hasło tutaj:\n${link}\n\nLink jest ważny 1 godzinę; później użyj opcji „Nie pamiętasz hasła?” na stronie logowania. Jeśli nie spodziewałeś(-aś) się tej wiadomości, zignoruj ją.`),
  ua: (facility, link, name) =>
    letter("ua", name, "Ваш обліковий запис у Pociecha", `на прохання партнерського застосунку ми створили для Вас обліковий запис у сервісі Pociecha, пов'язаний із закладом «${facility}».\n\nЩоб почати ним користуватися, встановіть пароль тут:\n${link}\n\nПосилання дійсне 1 годину; пізніше скористайтеся опцією «Забули пароль?» на сторінці входу. Якщо Ви не очікували цього листа, проігноруйте його.`),
  en: (facility, link, name) =>
    letter("en", name, "Your Pociecha account", `at a partner app's request we created a Pociecha account for you, linked to "${facility}".\n\nTo start using it, set your password here:\n${link}\n\nThe link is valid for 1 hour; after that, use "Forgot password?" on the login page. If you didn't expect this message, ignore it.`)
}
