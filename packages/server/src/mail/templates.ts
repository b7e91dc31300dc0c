import type { Language } from "@pociecha/core"

/** A file sent with a message (e.g. a visit's `.ics`): its name, MIME type and content. */
export interface MailAttachment {
  readonly filename: string
  readonly content_type: string
  readonly content: string
}

export interface MailContent {
  readonly subject: string
  readonly text: string
  readonly attachments?: ReadonlyArray<MailAttachment>
  /** Header lines of its own, name to value (an alert's RFC 8058 List-Unsubscribe pair). */
  readonly headers?: Readonly<Record<string, string>>
}

type Template = (link: string, name: string) => MailContent

/** Account confirmation, in the language the user signed up in. */
export const confirmationMail: Record<Language, Template> = {
  pl: (link, name) => ({
    subject: "Potwierdź konto w Pociecha",
    text: `Dzień dobry ${name},\n\ndziękujemy za rejestrację. Aby aktywować konto, otwórz link:\n${link}\n\nLink jest ważny 48 godzin.\nZespół Pociecha`
  }),
  ua: (link, name) => ({
    subject: "Підтвердіть обліковий запис у Pociecha",
    text: `Добрий день, ${name}!\n\nДякуємо за реєстрацію. Щоб активувати обліковий запис, відкрийте посилання:\n${link}\n\nПосилання дійсне 48 годин.\nКоманда Pociecha`
  }),
  en: (link, name) => ({
    subject: "Confirm your Pociecha account",
    text: `Hello ${name},\n\nthank you for signing up. To activate your account, open:\n${link}\n\nThe link is valid for 48 hours.\nThe Pociecha team`
  })
}

/** Password reset link. */
export const resetMail: Record<Language, Template> = {
  pl: (link, name) => ({
    subject: "Ustaw nowe hasło w Pociecha",
    text: `Dzień dobry ${name},\n\notrzymaliśmy prośbę o zmianę hasła. Nowe hasło ustawisz tutaj:\n${link}\n\nLink jest ważny 1 godzinę. Jeśli to nie Ty, zignoruj tę wiadomość.\nZespół Pociecha`
  }),
  ua: (link, name) => ({
    subject: "Встановіть новий пароль у Pociecha",
    text: `Добрий день, ${name}!\n\nМи отримали запит на зміну пароля. Новий пароль можна встановити тут:\n${link}\n\nПосилання дійсне 1 годину. Якщо це були не Ви, проігноруйте цей лист.\nКоманда Pociecha`
  }),
  en: (link, name) => ({
    subject: "Set a new Pociecha password",
    text: `Hello ${name},\n\nwe received a request to change your password. Set a new one here:\n${link}\n\nThe link is valid for 1 hour. If it wasn't you, ignore this message.\nThe Pociecha team`
  })
}
