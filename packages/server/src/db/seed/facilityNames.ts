import type { Random } from "./random"

/** The facility types seeded facilities have (specialization tag keys). */
export type SeedSpecialization =
  | "kindergarten"
  | "nursery"
  | "toddler_club"
  | "kindergarten_point"
  | "kindergarten_department"
  | "day_guardian"

/** Who runs it (ownership tag keys). */
export type SeedOwnership = "public" | "miejskie" | "self_goverm" | "communal" | "not_public" | "private"

/** A thematic ownership tag that some facilities add to their main one. */
export type SeedTheme =
  | "Montessori"
  | "muzyczne"
  | "Językowe"
  | "Sportowe"
  | "katolickie"
  | "Waldorfskie"
  | "Froeblowskie"
  | "kreatywne"
  | "terapeutyczne"
  | "Integracyjne"
  | "Specjalne"

const nicknames = (
  "Słoneczko|Bajka|Kubuś|Tęcza|Biedronka|Smerfy|Calineczka|Krasnoludek|Pszczółka|Motylek|Jarzębinka|"
  + "Stokrotka|Niezapominajka|Bajkowy Zakątek|Wesoła Gromadka|Akademia Malucha|Mały Odkrywca|Kraina Uśmiechu|"
  + "Promyk|Zaczarowany Ołówek|Leśne Skrzaty|Tuptuś|Muchomorek|Pinokio|Miś Uszatek|Kolorowa Kraina|Bambino|"
  + "Smyk|Maluszek|Puchatek|Sowa Mądra Głowa|Akademia Przedszkolaka|Skrzat|Elfik|Jaś i Małgosia|"
  + "Czerwony Kapturek|Zielona Dolina|Wyspa Skarbów|Mali Odkrywcy|Iskierka|Zielony Zakątek|Przystań Malucha|"
  + "Pluszowy Miś|Misiowa Kraina|Ekoludek|Mały Artysta|Radosna Kraina|Gwiazdeczka|Chatka Puchatka|Bursztynek|"
  + "Koniczynka|Wiewiórka|Żabka|Pajacyk|Kasztanek|Rumiankowe Wzgórze|Domek Marzeń|Kraina Baśni"
).split("|")

const englishNicknames = (
  "Happy Kids|Little Stars|Kids Academy|Smart Kids|Bright Minds|Little Explorers|Sunny Days|Funny English|"
  + "Kids Planet|Tiny Steps"
).split("|")

const patrons = (
  "Marii Konopnickiej|Jana Brzechwy|Juliana Tuwima|Kubusia Puchatka|Misia Uszatka|Janusza Korczaka|"
  + "Jana Pawła II|Marii Kownackiej|Czesława Janczarskiego|Krasnala Hałabały|Wandy Chotomskiej|Kornela Makuszyńskiego"
).split("|")

const quoted = (text: string) => `„${text}”`

/** What a name may mention: the town's locative (built-in cities only) and the next number. */
export interface NameContext {
  readonly locative: string | null
  /** The next free number for numbered facilities of this kind in the town ('nr 3'). */
  readonly nextNumber: () => number
}

const themedKindergarten: Readonly<Record<SeedTheme, (random: Random) => string>> = {
  Montessori: (r) => `Przedszkole Montessori ${quoted(r.pick(nicknames))}`,
  muzyczne: (r) => `Przedszkole Muzyczne ${quoted(r.pick(["Do-Re-Mi", "Wesoła Nutka", "Pozytywka", r.pick(nicknames)]))}`,
  Językowe: (r) => `Przedszkole Językowe ${quoted(r.pick(englishNicknames))}`,
  Sportowe: (r) => `Przedszkole Sportowe ${quoted(r.pick(["Olimpijczyk", "Mały Sportowiec", "Sprinter", r.pick(nicknames)]))}`,
  katolickie: (r) => `Katolickie Przedszkole ${quoted(r.pick(["Arka Noego", "Aniołek", "Promyk", "Dobry Pasterz"]))}`,
  Waldorfskie: (r) => `Przedszkole Waldorfskie ${quoted(r.pick(nicknames))}`,
  Froeblowskie: (r) => `Przedszkole Froeblowskie ${quoted(r.pick(nicknames))}`,
  kreatywne: (r) => `Kreatywne Przedszkole ${quoted(r.pick(["Mały Artysta", "Kolorowe Kredki", r.pick(nicknames)]))}`,
  terapeutyczne: (r) => `Przedszkole Terapeutyczne ${quoted(r.pick(nicknames))}`,
  Integracyjne: (r) => `Przedszkole Integracyjne ${quoted(r.pick(nicknames))}`,
  Specjalne: (r) => `Przedszkole Specjalne ${quoted(r.pick(nicknames))}`
}

const withPlace = (name: string, random: Random, context: NameContext, patronChance: number) => {
  const patron = random.chance(patronChance) ? ` im. ${random.pick(patrons)}` : ""
  const place = context.locative === null ? "" : ` w ${context.locative}`
  return `${name}${patron}${place}`
}

const kindergartenName = (random: Random, ownership: SeedOwnership, context: NameContext): string => {
  const nick = quoted(random.pick(nicknames))
  switch (ownership) {
    case "public":
      return withPlace(`Przedszkole Publiczne nr ${context.nextNumber()}`, random, context, 0.35)
    case "miejskie":
      return withPlace(`Przedszkole Miejskie nr ${context.nextNumber()}`, random, context, 0.35)
    case "self_goverm":
      return withPlace(`Przedszkole Samorządowe nr ${context.nextNumber()}`, random, context, 0.3)
    case "communal":
      return random.chance(0.5) ? `Gminne Przedszkole ${nick}` : `Przedszkole Gminne nr ${context.nextNumber()}`
    case "not_public":
      return random.pick([`Niepubliczne Przedszkole ${nick}`, `Przedszkole Niepubliczne ${nick}`])
    case "private":
      return random.pick([`Prywatne Przedszkole ${nick}`, `Przedszkole ${nick}`, `Przedszkole ${nick}`])
  }
}

const nurseryName = (random: Random, ownership: SeedOwnership, context: NameContext): string => {
  const nick = quoted(random.pick(nicknames))
  switch (ownership) {
    case "public":
      return `Publiczny Żłobek nr ${context.nextNumber()}`
    case "miejskie":
      return random.chance(0.7) ? `Żłobek Miejski nr ${context.nextNumber()}` : `Miejski Żłobek ${nick}`
    case "self_goverm":
      return `Żłobek Samorządowy nr ${context.nextNumber()}`
    case "communal":
      return `Gminny Żłobek ${nick}`
    case "not_public":
      return `Niepubliczny Żłobek ${nick}`
    case "private":
      return random.pick([`Żłobek ${nick}`, `Prywatny Żłobek ${nick}`])
  }
}

/**
 * A plausible Polish name that agrees with the facility's type, its ownership and theme:
 * 'Przedszkole Publiczne nr 12 w Krakowie', 'Niepubliczne Przedszkole „Słoneczko”',
 * 'Żłobek Miejski nr 3', 'Klub Malucha „Bajka”', 'Punkt Przedszkolny „Kubuś”'.
 */
export const facilityName = (
  random: Random,
  specialization: SeedSpecialization,
  ownership: SeedOwnership,
  theme: SeedTheme | null,
  context: NameContext
): string => {
  const nick = quoted(random.pick(nicknames))
  switch (specialization) {
    case "kindergarten":
      if (theme === "Integracyjne" || theme === "Specjalne") {
        const kind = theme === "Integracyjne" ? "Integracyjne" : "Specjalne"
        return ownership === "not_public" || ownership === "private"
          ? themedKindergarten[theme](random)
          : withPlace(`Przedszkole ${kind} nr ${context.nextNumber()}`, random, context, 0.3)
      }
      return theme !== null && random.chance(0.75)
        ? themedKindergarten[theme](random)
        : kindergartenName(random, ownership, context)
    case "nursery":
      return theme === "Montessori" ? `Żłobek Montessori ${nick}` : nurseryName(random, ownership, context)
    case "toddler_club":
      return random.pick([`Klub Malucha ${nick}`, `Klub Dziecięcy ${nick}`])
    case "kindergarten_point":
      return ownership === "not_public" || ownership === "private"
        ? random.pick([`Punkt Przedszkolny ${nick}`, `Niepubliczny Punkt Przedszkolny ${nick}`])
        : `Punkt Przedszkolny nr ${context.nextNumber()}`
    case "kindergarten_department":
      return `Oddział Przedszkolny przy Szkole Podstawowej nr ${context.nextNumber()}`
    case "day_guardian":
      return random.pick([`Dzienny Opiekun ${nick}`, `Opiekun Dzienny ${nick}`])
  }
}

/** A name that mentions the Ukrainian groups ('Polsko-Ukraińskie Przedszkole „Tęcza”'). */
export const polishUkrainianName = (random: Random, specialization: SeedSpecialization): string =>
  specialization === "nursery"
    ? `Polsko-Ukraiński Żłobek ${quoted(random.pick(nicknames))}`
    : `Polsko-Ukraińskie Przedszkole ${quoted(random.pick(nicknames))}`
