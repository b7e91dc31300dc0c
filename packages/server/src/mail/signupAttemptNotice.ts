import { letter, type ByLanguage } from "./accountNotices"

/**
 * To the owner of an address someone tried to sign up with: the sign-up answers as for a new
 * address (so it tells nobody the address has an account), and the owner hears of it here, with
 * the ways back into the account they already have.
 */
export const signupAttemptMail: ByLanguage<[loginLink: string, resetLink: string, name: string]> = {
  pl: (loginLink, resetLink, name) =>
    letter("pl", name, "Próba rejestracji na Twój adres w Pociecha", `ktoś próbował założyć konto w Pociecha z tym adresem e-mail, ale konto z tym adresem już istnieje, więc nowego nie założyliśmy.\n\nJeśli to Ty, zaloguj się:\n${loginLink}\n\nJeśli nie pamiętasz hasła, ustaw nowe:\n${resetLink}\n\nJeśli to nie Ty, zignoruj tę wiadomość: Twoje konto pozostało bez zmian.`),
  ua: (loginLink, resetLink, name) =>
    letter("ua", name, "Спроба реєстрації з Вашою адресою в Pociecha", `хтось намагався створити обліковий запис у Pociecha з цією адресою e-mail, але обліковий запис із цією адресою вже існує, тож новий ми не створили.\n\nЯкщо це були Ви, увійдіть:\n${loginLink}\n\nЯкщо Ви не пам'ятаєте пароль, встановіть новий:\n${resetLink}\n\nЯкщо це були не Ви, проігноруйте цей лист: Ваш обліковий запис залишився без змін.`),
  en: (loginLink, resetLink, name) =>
    letter("en", name, "Someone tried to sign up with your address at Pociecha", `someone tried to create a Pociecha account with this e-mail address, but an account with it already exists, so no new one was created.\n\nIf it was you, sign in:\n${loginLink}\n\nIf you don't remember your password, set a new one:\n${resetLink}\n\nIf it wasn't you, ignore this message: your account is unchanged.`)
}
