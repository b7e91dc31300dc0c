import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./passwordPolicy"

/**
 * Polish default text of every validation message key (spec 5; management 5). The UI translates
 * the keys; this table is the fallback and the source of the Polish translations. The spec's one
 * name message ('Nazwisko musi mieć conajmniej…') is split per field, so a first name is not told
 * about a surname, and spelt 'co najmniej'.
 */
export const validationMessages = {
  FIELD_REQUIRED: "Pole jest wymagane",
  PREMIUM_UNTIL_REQUIRED: "Podaj datę końca pakietu premium",
  PREMIUM_UNTIL_PAST: "Data końca pakietu premium nie może być wcześniejsza niż dziś",
  LEGAL_DATE_PAST: "Nowa wersja może wejść w życie dziś lub później",
  OWNER_ACCOUNT_NOT_FOUND: "Nie ma konta z tym adresem e-mail",
  NAME_TOO_SHORT: "Imię musi mieć co najmniej 3 znaki.",
  SURNAME_TOO_SHORT: "Nazwisko musi mieć co najmniej 3 znaki.",
  NAME_INVALID: "Imię i nazwisko mogą zawierać tylko litery, spacje, myślniki i apostrofy",
  OPINION_TOO_SHORT: "Opinia musi mieć co najmniej 50 znaków.",
  RATE_ALL_ASPECTS: "Oceń wszystkie aspekty placówki",
  EMAIL_INVALID: "Nieprawidłowy adres e-mail",
  PASSWORD_TOO_SHORT: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków`,
  PASSWORD_TOO_LONG: `Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} znaków`,
  PASSWORD_TOO_WEAK: "Hasło jest zbyt łatwe do odgadnięcia. Dodaj kolejne słowa i unikaj swojego imienia i nazwiska",
  PASSWORDS_DO_NOT_MATCH: "Hasła nie są identyczne",
  EMAILS_DO_NOT_MATCH: "Adresy e-mail nie są identyczne",
  EMAIL_CONFIRMATION_MISMATCH: "To nie jest adres e-mail Twojego konta",
  PHONE_FIELD_MINIMAL_INPUT: "Numer telefonu musi mieć co najmniej 7 cyfr",
  PHONE_INVALID: "Numer telefonu może zawierać tylko cyfry, spacje, myślniki, nawiasy i + na początku",
  ADDRESS_TOO_SHORT: "Podaj pełny adres zamieszkania",
  BIRTH_DATE_INVALID: "Podaj prawidłową datę urodzenia",
  CHILD_AGE_OUT_OF_RANGE: "Dziecko musi mieć od 0 do 7 lat",
  INVALID_FILE_FORMAT: "Nieprawidłowy format pliku",
  FILE_TOO_LARGE: "Za duży rozmiar pliku",
  URL_INVALID: "Nieprawidłowy adres URL",
  WEBSITE_NAME_INVALID: "Nazwa nie może zawierać znaków specjalnych, takich jak . , ; : ? ! /",
  WEBSITE_NAME_TAKEN: "Ta nazwa strony jest już zajęta",
  WEBSITE_LAST_SUBPAGE: "Strona musi mieć co najmniej jedną podstronę",
  TEXT_TOO_LONG: "Przekroczono limit znaków",
  TOO_MANY_ITEMS: "Wybrano zbyt wiele pozycji",
  TOO_MANY_PHOTOS: "Wybrano zbyt wiele zdjęć",
  LOGIN_DATA_INCOMPLETE: "Dane logowania są niekompletne",
  ACCEPT_REQUIRED: "Zaznacz, aby potwierdzić",
  DOCUMENT_REQUIRED: "Dodaj co najmniej jeden dokument",
  POST_CODE_INVALID: "Podaj kod pocztowy w formacie 00-000",
  NO_CHANGES_TO_SAVE: "Brak zmian do zapisania.",
  FACILITY_NAME_TOO_SHORT: "Nazwa placówki musi mieć co najmniej 3 znaki",
  TIME_INVALID: "Podaj godzinę w postaci GG:MM",
  END_BEFORE_START: "Koniec musi być później niż początek",
  TUITION_RANGE_INVALID: "Czesne „do” nie może być niższe niż „od”",
  TOO_MANY_AMENITIES: "Wybrano więcej udogodnień, niż pozwala pakiet",
  FEATURE_NOT_IN_PACKAGE: "Ta funkcja nie jest dostępna w Twoim pakiecie",
  AGE_GROUP_REPEATED: "Ta grupa wiekowa jest już na liście",
  PLACES_INVALID: "Podaj liczbę wolnych miejsc od 0 do 999",
  APPLICATION_STATUS_MOVE_INVALID: "Zgłoszenie nie może przejść do tego statusu",
  APPLICATION_FACILITY_ONE_OF: "Wskaż jedną placówkę albo listę placówek, nie oba naraz",
  APPLICATION_CHOICES_MISSING: "Wybierz co najmniej jedną placówkę",
  APPLICATION_CHOICES_TOO_MANY: "Możesz wybrać najwyżej 5 placówek",
  APPLICATION_CHOICES_REPEATED: "Ta placówka jest już na liście",
  APPLICATION_WITHDRAW_INVALID: "Tego zgłoszenia nie można już wycofać",
} as const

/** A validation message key, e.g. FIELD_REQUIRED. */
export type ValidationKey = keyof typeof validationMessages
