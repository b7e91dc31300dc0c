/**
 * The teacher zone's demo calendar (issue 19): the kindergarten year's holidays, each on its day
 * every year, and three contests (one of them over), with fixed dates so every seed is the same.
 */
export interface SeedEvent {
  readonly slug: string
  readonly title: string
  readonly description: string
  readonly day?: number
  readonly month?: number
  readonly starts_on?: string
  readonly ends_on?: string
}

export const seedCalendarEvents: ReadonlyArray<SeedEvent> = [
  { slug: "dzien-babci", title: "Dzień Babci", day: 21, month: 1, description: "Laurki, wierszyki i piosenki dla babć – święto, na które dzieci przygotowują się tygodniami." },
  { slug: "dzien-dziadka", title: "Dzień Dziadka", day: 22, month: 1, description: "Dzień wdzięczności dla dziadków: wspólne zabawy, występy i drobne upominki." },
  { slug: "pierwszy-dzien-wiosny", title: "Pierwszy Dzień Wiosny", day: 21, month: 3, description: "Powitanie wiosny: marzanna, zielone dekoracje i spacer w poszukiwaniu jej oznak." },
  { slug: "dzien-ziemi", title: "Dzień Ziemi", day: 22, month: 4, description: "Ekologia na co dzień: segregacja odpadów, sadzenie roślin i troska o przyrodę." },
  { slug: "dzien-matki", title: "Dzień Matki", day: 26, month: 5, description: "Występy, laurki i piosenki dla mam – jedno z najważniejszych świąt w przedszkolu." },
  { slug: "dzien-dziecka", title: "Dzień Dziecka", day: 1, month: 6, description: "Dzień radości, gier i zabaw: festyny, podchody i niespodzianki dla dzieci." },
  { slug: "dzien-przedszkolaka", title: "Dzień Przedszkolaka", day: 20, month: 9, description: "Ogólnopolskie święto przedszkolaków: zabawy, pasowanie i wspólne świętowanie." },
  { slug: "dzien-nauczyciela", title: "Dzień Nauczyciela", day: 14, month: 10, description: "Dzień Edukacji Narodowej: podziękowania dla nauczycieli i pracowników przedszkola." },
  { slug: "andrzejki", title: "Andrzejki", day: 29, month: 11, description: "Wieczór wróżb: lanie wosku (w wersji bezpiecznej), przekładanie butów i zabawy przy muzyce." },
  { slug: "mikolajki", title: "Mikołajki", day: 6, month: 12, description: "Wizyta Świętego Mikołaja, prezenty i piosenki o dobroci i dzieleniu się." },
  { slug: "boze-narodzenie", title: "Boże Narodzenie", day: 24, month: 12, description: "Jasełka, kolędy, pierniki i świąteczne dekoracje – przedszkolne przygotowania do świąt." }
]

export const seedContests: ReadonlyArray<SeedEvent> = [
  {
    slug: "konkurs-zimowy-pejzaz", title: "Konkurs plastyczny „Zimowy pejzaż”", starts_on: "2026-11-15", ends_on: "2027-01-15",
    description: "Ogólnopolski konkurs plastyczny dla przedszkolaków: zimowy krajobraz dowolną techniką, prace przyjmujemy do połowy stycznia."
  },
  {
    slug: "konkurs-recytatorski-tuwim", title: "Konkurs recytatorski „Wierszyki Tuwima”", starts_on: "2027-02-01", ends_on: "2027-03-20",
    description: "Konkurs recytatorski dla dzieci od 4 do 6 lat: ulubiony wiersz Juliana Tuwima nagrany w grupie lub w domu."
  },
  {
    slug: "konkurs-wiosenne-nutki", title: "Konkurs piosenki „Wiosenne nutki”", starts_on: "2026-04-01", ends_on: "2026-05-15",
    description: "Przedszkolny konkurs piosenki o wiośnie: nagrania grup przedszkolnych, rozstrzygnięty w maju."
  }
]
