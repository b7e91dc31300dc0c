import type { SeedOwnership, SeedSpecialization } from "./facilityNames"
import type { Random } from "./random"

const h = (hours: number, minutes = 0) => hours * 60 + minutes

/** Opening hours in minutes since midnight; about 5% are open on Saturday mornings. */
export const openingHours = (random: Random, specialization: SeedSpecialization) => {
  const short = specialization === "kindergarten_department"
  const openAt = short ? h(8) : random.weighted([[h(6), 2], [h(6, 30), 5], [h(7), 3]] as const)
  const closeAt = short
    ? random.pick([h(13), h(13, 30), h(14)])
    : random.weighted([[h(16), 2], [h(16, 30), 3], [h(17), 4], [h(17, 30), 2], [h(18), 1]] as const)
  const saturday = !short && random.chance(0.05)
  return {
    open_at: openAt,
    close_at: closeAt,
    is_open_saturday: saturday,
    saturday_open_at: saturday ? h(8) : null,
    saturday_close_at: saturday ? random.pick([h(13), h(14)]) : null,
    is_open_sunday: false,
    sunday_open_at: null,
    sunday_close_at: null
  }
}

const isPublic = (ownership: SeedOwnership) => ownership !== "not_public" && ownership !== "private"

/** Tuition text and range: '450–900 zł' for private ones, '0 zł (publiczne)' for public kindergartens. */
export const tuition = (random: Random, specialization: SeedSpecialization, ownership: SeedOwnership) => {
  if (isPublic(ownership)) {
    if (specialization !== "nursery") return { tuition: "0 zł (publiczne)", tuition_from: 0, tuition_to: 0 }
    const fee = random.int(4, 12) * 50
    return { tuition: `${fee} zł`, tuition_from: fee, tuition_to: fee }
  }
  const from = random.int(specialization === "nursery" ? 14 : 8, 24) * 50
  const to = from + random.int(2, 12) * 50
  return { tuition: `${from}–${to} zł`, tuition_from: from, tuition_to: to }
}

const childrenRange: Readonly<Record<SeedSpecialization, readonly [number, number]>> = {
  kindergarten: [25, 250],
  nursery: [20, 150],
  toddler_club: [8, 30],
  kindergarten_point: [8, 25],
  kindergarten_department: [15, 25],
  day_guardian: [3, 5]
}

export const childrenCount = (random: Random, specialization: SeedSpecialization): number => {
  const [min, max] = childrenRange[specialization]
  return random.int(min, max)
}

const aboutSentences = [
  "Jesteśmy kameralną placówką, w której każde dziecko czuje się bezpiecznie i jest traktowane indywidualnie.",
  "Od lat tworzymy miejsce, w którym dzieci rozwijają się w atmosferze życzliwości i wzajemnego szacunku.",
  "Nasza kadra to doświadczeni nauczyciele i opiekunowie z pasją do pracy z najmłodszymi.",
  "Dbamy o zdrowe, urozmaicone posiłki przygotowywane na miejscu ze świeżych produktów.",
  "Budynek jest przestronny i jasny, a sale są wyposażone w nowoczesne pomoce dydaktyczne.",
  "Codziennie spędzamy czas na świeżym powietrzu, na naszym ogrodzie lub w pobliskim parku.",
  "Stawiamy na samodzielność, ciekawość świata i radość z odkrywania.",
  "Współpracujemy z rodzicami i zapraszamy ich do udziału w życiu grupy.",
  "Grupy są niewielkie, dzięki czemu nauczyciele mogą poświęcić każdemu dziecku dużo uwagi.",
  "Realizujemy podstawę programową wzbogaconą o autorskie programy wychowawcze."
]

const offerSentences = [
  "W ramach czesnego oferujemy zajęcia z języka angielskiego, rytmiki i gimnastyki korekcyjnej.",
  "Organizujemy wycieczki, teatrzyki, bale karnawałowe i pikniki rodzinne.",
  "Dzieci mają zapewnioną opiekę logopedy i psychologa.",
  "Prowadzimy zajęcia umuzykalniające, plastyczne i teatralne.",
  "Pracujemy w oparciu o metody aktywizujące i pedagogikę zabawy.",
  "Przygotowujemy dzieci do szkoły, rozwijając kompetencje społeczne i emocjonalne."
]

const nurserySentences = [
  "Zapewniamy troskliwą opiekę dzieciom od 20. tygodnia życia do 3 lat.",
  "Rytm dnia dostosowujemy do potrzeb maluchów: czas na sen, posiłki i spokojną zabawę.",
  "Adaptację prowadzimy stopniowo, razem z rodzicami."
]

const ukrainianSentence = "Prowadzimy grupę dla dzieci z Ukrainy z opiekunką mówiącą po ukraińsku (група для дітей з України)."

/**
 * The description as the owner's editor writes it (HTML, management 2.4): 'O nas' and 'Nasza
 * oferta', each a heading and a paragraph. The sentences above hold no markup characters.
 */
export const description = (random: Random, specialization: SeedSpecialization, ukrainian: boolean): string => {
  const young = specialization === "nursery" || specialization === "toddler_club" || specialization === "day_guardian"
  const about = [...(young ? random.sample(nurserySentences, 1) : []), ...random.sample(aboutSentences, random.int(2, 3))]
  const offer = [...random.sample(offerSentences, random.int(1, 3)), ...(ukrainian ? [ukrainianSentence] : [])]
  return `<h2>O nas</h2><p>${about.join(" ")}</p><h2>Nasza oferta</h2><p>${offer.join(" ")}</p>`
}

const extraClassPool: ReadonlyArray<readonly [string, string]> = [
  ["Rytmika", "Zajęcia ruchowe przy muzyce rozwijające poczucie rytmu i koordynację."],
  ["Język angielski", "Nauka przez zabawę, piosenki i rymowanki z native speakerem."],
  ["Logopedia", "Indywidualne zajęcia z logopedą wspierające prawidłowy rozwój mowy."],
  ["Gimnastyka korekcyjna", "Ćwiczenia wzmacniające mięśnie i zapobiegające wadom postawy."],
  ["Taniec", "Zajęcia taneczne uczące koordynacji, rytmu i współpracy w grupie."],
  ["Zajęcia plastyczne", "Malowanie, lepienie i wycinanki rozwijające wyobraźnię i sprawność dłoni."],
  ["Religia", "Zajęcia prowadzone na życzenie rodziców."],
  ["Szachy", "Pierwsze kroki w świecie szachów: logiczne myślenie i cierpliwość."],
  ["Robotyka", "Proste konstrukcje i programowanie robotów edukacyjnych."],
  ["Karate", "Zajęcia sportowe uczące dyscypliny i koncentracji."],
  ["Zajęcia teatralne", "Inscenizacje i zabawy dramowe ośmielające dzieci do występów."],
  ["Dogoterapia", "Spotkania z psem terapeutą, które uczą empatii i odwagi."],
  ["Eksperymenty", "Małe doświadczenia przyrodnicze i naukowe."],
  ["Integracja sensoryczna", "Zajęcia w sali SI wspierające przetwarzanie bodźców."]
]

/** 0–5 extra classes. */
export const extraClasses = (random: Random) =>
  random.sample(extraClassPool, random.int(0, 5)).map(([name, text]) => ({ name, description: text }))

// [from, to, name, description] in minutes; the first and last follow the opening hours.
const kindergartenDay: ReadonlyArray<readonly [number, number, string, string]> = [
  [0, h(8), "Schodzenie się dzieci", "Zabawy dowolne w sali, rozmowy z dziećmi."],
  [h(8), h(8, 30), "Śniadanie", "Ćwiczenie samodzielności przy stole."],
  [h(8, 30), h(9), "Zajęcia poranne", "Powitanie, kalendarz pogody, zabawy ruchowe."],
  [h(9), h(10), "Zajęcia dydaktyczne", "Realizacja podstawy programowej."],
  [h(10), h(11, 30), "Spacer i ogród", "Zabawy na świeżym powietrzu."],
  [h(11, 30), h(12), "Obiad", "Pierwsze danie."],
  [h(12), h(13), "Odpoczynek", "Czytanie bajek, relaksacja, leżakowanie młodszych grup."],
  [h(13), h(13, 30), "Podwieczorek", "Drugie danie i owoce."],
  [h(13, 30), 0, "Zajęcia popołudniowe i rozchodzenie się dzieci", "Zajęcia dodatkowe, zabawy dowolne."]
]

const nurseryDay: ReadonlyArray<readonly [number, number, string, string]> = [
  [0, h(8, 30), "Przyjęcie dzieci", "Zabawy swobodne i powitanie."],
  [h(8, 30), h(9), "Śniadanie", "Nauka samodzielnego jedzenia."],
  [h(9), h(10, 30), "Zabawy i zajęcia", "Zabawy sensoryczne, muzyczne i plastyczne."],
  [h(10, 30), h(11, 30), "Spacer", "Zabawy na świeżym powietrzu lub w sali ruchowej."],
  [h(11, 30), h(12), "Obiad", "Posiłek i higiena."],
  [h(12), h(14), "Drzemka", "Czas na sen i wyciszenie."],
  [h(14), h(14, 30), "Podwieczorek", "Owoce i przekąska."],
  [h(14, 30), 0, "Zabawy i odbiór dzieci", "Zabawy swobodne do przyjścia rodziców."]
]

/** A day plan between opening and closing, for about half of the facilities. */
export const dayPlan = (random: Random, specialization: SeedSpecialization, openAt: number, closeAt: number) => {
  if (specialization === "kindergarten_department" || !random.chance(0.5)) return []
  const plan = specialization === "nursery" || specialization === "toddler_club" ? nurseryDay : kindergartenDay
  return plan.map(([start, end, name, text], index) => {
    const from = index === 0 ? openAt : start
    const to = end === 0 ? closeAt : end
    return { start: from, end: to, duration: to - from, name, description: text }
  })
}

/** The recruitment text of a facility recruiting for the coming school year. */
export const recruitmentDescription = (random: Random, schoolYear: string): string =>
  `Trwa rekrutacja na rok szkolny ${schoolYear}. `
  + random.pick([
    "Zapraszamy na dni otwarte w każdą sobotę miesiąca.",
    "Wnioski przyjmujemy osobiście w sekretariacie lub elektronicznie.",
    "Liczba miejsc jest ograniczona, decyduje kolejność zgłoszeń.",
    "Zapraszamy rodziców na indywidualne spotkania z dyrekcją."
  ])

const positions = ["Nauczycielka wychowania przedszkolnego", "Opiekunka dziecięca", "Logopeda", "Psycholog",
  "Nauczyciel języka angielskiego", "Pomoc nauczyciela", "Wicedyrektor"]

export const employeePosition = (random: Random, index: number): string =>
  index === 0 ? "Dyrektor" : random.pick(positions)
