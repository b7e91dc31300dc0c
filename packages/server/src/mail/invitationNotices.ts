import type { Language, SubscriberRole } from "@pociecha/core"
import { letter, type ByLanguage } from "./accountNotices"

/** What the facility invites one to be, as an invitation names it. */
export const invitedRoleNames: Record<Language, Record<SubscriberRole, string>> = {
  pl: { parent: "rodzica", teacher: "nauczyciela" },
  ua: { parent: "батьків", teacher: "вихователя" },
  en: { parent: "a parent", teacher: "a teacher" }
}

/**
 * To an address a facility's runner typed in (management 2.4 parents): the facility invites its
 * owner to join it; the link opens the facility's profile ready to subscribe. Nobody is greeted
 * by name: whether the address has an account is not the sender's business.
 */
export const invitationMail: ByLanguage<[facility: string, role: string, link: string]> = {
  pl: (facility, role, link) =>
    letter("pl", "", `Zaproszenie do placówki „${facility}”`, `placówka „${facility}” zaprasza Cię do dołączenia do niej w roli ${role} w serwisie Pociecha. Dzięki temu zobaczysz wiadomości, które placówka publikuje dla swoich członków.\n\nAby dołączyć, otwórz link i potwierdź (potrzebne jest konto w Pociecha):\n${link}\n\nJeśli nie znasz tej placówki, zignoruj tę wiadomość.`),
  ua: (facility, role, link) =>
    letter("ua", "", `Запрошення до закладу «${facility}»`, `заклад «${facility}» запрошує Вас приєднатися до нього в ролі ${role} у сервісі Pociecha. Так Ви бачитимете новини, які заклад публікує для своїх членів.\n\nЩоб приєднатися, відкрийте посилання та підтвердьте (потрібен обліковий запис у Pociecha):\n${link}\n\nЯкщо Ви не знаєте цього закладу, проігноруйте цей лист.`),
  en: (facility, role, link) =>
    letter("en", "", `An invitation to join "${facility}"`, `"${facility}" invites you to join it on Pociecha as ${role}. You will then see the news the facility publishes for its members.\n\nTo join, open the link and confirm (you need a Pociecha account):\n${link}\n\nIf you don't know this facility, ignore this message.`)
}
