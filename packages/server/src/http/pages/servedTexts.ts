import type { Language } from "@pociecha/core"

/**
 * The web app's texts that the server's first views show (its headings and labels), in each
 * language, copied from the app's locale files (features/facility, features/catalog and the
 * shell's common texts): the server imports nothing of the web app. servedTexts.test.ts holds
 * each one equal to the app's, so the first view and the app's first render read the same.
 */
const texts = {
  pl: {
    MAIN_SITE: "Strona główna", BREADCRUMBS: "Ścieżka nawigacji",
    ABOUT: "O placówce {{name}}", OPINIONS_AND_RATING: "Opinie rodziców i ocena", HOURS_AND_TUITION: "Godziny otwarcia i czesne", MO_FR: "Poniedziałek – piątek", SATURDAY: "Sobota", SUNDAY: "Niedziela", FROM_TO: "od {{from}} do {{to}}", CLOSED: "nieczynne", MISSING: "brak danych",
    KINDERGARTENS_CATALOG: "Katalog przedszkoli", NURSERIES_CATALOG: "Katalog żłobków", KINDERGARTENS: "Przedszkola", NURSERIES: "Żłobki", TITLE_VOIVODESHIPS: "{{catalog}} – według województw", VOIVODESHIP_NAME: "województwo {{name}}", CITIES_TITLE_KINDERGARTENS: "Przedszkola – województwo {{voivodeship}}", CITIES_TITLE_NURSERIES: "Żłobki – województwo {{voivodeship}}", FACILITIES_TITLE: "{{catalog}} – {{place}}", DISTRICTS_TITLE: "Dzielnice – {{city}}", ALL_CITIES: "Wszystkie miejscowości"
  },
  ua: {
    MAIN_SITE: "Головна сторінка", BREADCRUMBS: "Навігаційний ланцюжок",
    ABOUT: "Про заклад {{name}}", OPINIONS_AND_RATING: "Відгуки батьків і оцінка", HOURS_AND_TUITION: "Години роботи та оплата", MO_FR: "Понеділок – пʼятниця", SATURDAY: "Субота", SUNDAY: "Неділя", FROM_TO: "з {{from}} до {{to}}", CLOSED: "зачинено", MISSING: "немає даних",
    KINDERGARTENS_CATALOG: "Каталог дитячих садків", NURSERIES_CATALOG: "Каталог ясел", KINDERGARTENS: "Дитячі садки", NURSERIES: "Ясла", TITLE_VOIVODESHIPS: "{{catalog}} – за воєводствами", VOIVODESHIP_NAME: "воєводство {{name}}", CITIES_TITLE_KINDERGARTENS: "Дитячі садки – воєводство {{voivodeship}}", CITIES_TITLE_NURSERIES: "Ясла – воєводство {{voivodeship}}", FACILITIES_TITLE: "{{catalog}} – {{place}}", DISTRICTS_TITLE: "Райони – {{city}}", ALL_CITIES: "Усі населені пункти"
  },
  en: {
    MAIN_SITE: "Home", BREADCRUMBS: "Breadcrumbs",
    ABOUT: "About {{name}}", OPINIONS_AND_RATING: "Parents' opinions and rating", HOURS_AND_TUITION: "Opening hours and tuition", MO_FR: "Monday – Friday", SATURDAY: "Saturday", SUNDAY: "Sunday", FROM_TO: "from {{from}} to {{to}}", CLOSED: "closed", MISSING: "no data",
    KINDERGARTENS_CATALOG: "Kindergartens catalogue", NURSERIES_CATALOG: "Nurseries catalogue", KINDERGARTENS: "Kindergartens", NURSERIES: "Nurseries", TITLE_VOIVODESHIPS: "{{catalog}} by voivodeship", VOIVODESHIP_NAME: "{{name}} voivodeship", CITIES_TITLE_KINDERGARTENS: "Kindergartens – {{voivodeship}} voivodeship", CITIES_TITLE_NURSERIES: "Nurseries – {{voivodeship}} voivodeship", FACILITIES_TITLE: "{{catalog}} – {{place}}", DISTRICTS_TITLE: "Districts – {{city}}", ALL_CITIES: "All towns"
  }
} as const satisfies Record<Language, Record<string, string>>

export type ServedTextKey = keyof (typeof texts)["pl"]

/** The texts of the first views, as the app's locale files have them (for the drift test). */
export const servedTexts: Readonly<Record<Language, Readonly<Record<ServedTextKey, string>>>> = texts

/** A translator over those texts: `{{name}}` takes `values.name`, as i18next interpolates. */
export const servedTranslator = (language: Language) => (key: ServedTextKey, values: Readonly<Record<string, string>> = {}): string =>
  texts[language][key].replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match)
