/**
 * Polish default text of every validation message key (spec 5; management 5). The UI translates
 * the keys; this table is the fallback and the source of the Polish translations. The name
 * message keeps the spec's wording verbatim.
 */
export const validationMessages = {
  FIELD_REQUIRED: "Pole jest wymagane",
  NAME_TOO_SHORT: "Nazwisko musi mieć conajmniej 3 znaki.",
  OPINION_TOO_SHORT: "Opinia musi mieć co najmniej 50 znaków.",
  RATE_ALL_ASPECTS: "Oceń wszystkie aspekty placówki",
  EMAIL_INVALID: "Nieprawidłowy adres e-mail",
  PASSWORD_TOO_SHORT: "Hasło musi mieć co najmniej 8 znaków",
  PASSWORDS_DO_NOT_MATCH: "Hasła nie są identyczne",
  EMAILS_DO_NOT_MATCH: "Adresy e-mail nie są identyczne",
  PHONE_FIELD_MINIMAL_INPUT: "Numer telefonu musi mieć co najmniej 7 cyfr",
  INVALID_FILE_FORMAT: "Nieprawidłowy format pliku",
  FILE_TOO_LARGE: "Za duży rozmiar pliku",
  URL_INVALID: "Nieprawidłowy adres URL",
  WEBSITE_NAME_INVALID: "Nazwa nie może zawierać znaków specjalnych, takich jak . , ; : ? ! /",
  TEXT_TOO_LONG: "Przekroczono limit znaków",
  LOGIN_DATA_INCOMPLETE: "Dane logowania są niekompletne",
  ACCEPT_REQUIRED: "Zaznacz, aby potwierdzić",
  DOCUMENT_REQUIRED: "Dodaj co najmniej jeden dokument",
  NO_CHANGES_TO_SAVE: "Brak zmian do zapisania.",
} as const

/** A validation message key, e.g. FIELD_REQUIRED. */
export type ValidationKey = keyof typeof validationMessages

/** The Polish default message of a key. */
export function validationMessage(key: ValidationKey): string {
  return validationMessages[key]
}
