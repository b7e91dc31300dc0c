import { letter, type ByLanguage } from "./accountNotices"

/** To the teacher who now owns the facility (management 4: ownership transfer). */
export const ownershipReceivedMail: ByLanguage<[facility: string, formerOwner: string, link: string, name: string]> = {
  pl: (facility, formerOwner, link, name) =>
    letter("pl", name, `Jesteś teraz właścicielem placówki „${facility}”`, `${formerOwner} przekazał(a) Ci własność placówki „${facility}” w Pociecha. Zarządzasz teraz jej profilem, członkami i aktualnościami:\n${link}`),
  ua: (facility, formerOwner, link, name) =>
    letter("ua", name, `Тепер Ви власник закладу «${facility}»`, `${formerOwner} передав(ла) Вам право власності на заклад «${facility}» у Pociecha. Тепер Ви керуєте його профілем, членами та новинами:\n${link}`),
  en: (facility, formerOwner, link, name) =>
    letter("en", name, `You now own "${facility}"`, `${formerOwner} passed the ownership of "${facility}" on Pociecha to you. You now manage its profile, members and news:\n${link}`)
}

/** To the former owner: the transfer is done and cannot be undone; they stay as a teacher. */
export const ownershipPassedMail: ByLanguage<[facility: string, newOwner: string, name: string]> = {
  pl: (facility, newOwner, name) =>
    letter("pl", name, `Przekazano własność placówki „${facility}”`, `własność placówki „${facility}” w Pociecha przeszła na: ${newOwner}. Pozostajesz w placówce jako nauczyciel, bez uprawnień właściciela. Tej zmiany nie można cofnąć.\nJeśli to nie Ty, natychmiast zmień hasło i skontaktuj się z nami, odpowiadając na tę wiadomość.`),
  ua: (facility, newOwner, name) =>
    letter("ua", name, `Право власності на заклад «${facility}» передано`, `право власності на заклад «${facility}» у Pociecha перейшло до: ${newOwner}. Ви залишаєтеся в закладі як вихователь, без прав власника. Цю зміну неможливо скасувати.\nЯкщо це були не Ви, негайно змініть пароль і зв'яжіться з нами, відповівши на цей лист.`),
  en: (facility, newOwner, name) =>
    letter("en", name, `Ownership of "${facility}" passed on`, `the ownership of "${facility}" on Pociecha passed to: ${newOwner}. You stay at the facility as a teacher, without the owner's rights. This cannot be undone.\nIf it wasn't you, change your password at once and contact us by replying to this message.`)
}
