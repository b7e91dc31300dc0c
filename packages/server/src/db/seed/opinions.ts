import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { insertRows } from "./batches"
import type { SeededFacility } from "./facilities"
import { randomPerson } from "./people"
import { makeRandom, type Random } from "./random"

const OPINION_SEED = 20_260_002

const praise = [
  "Jesteśmy bardzo zadowoleni, córka chodzi tu z radością od pierwszego dnia.",
  "Wspaniała kadra, panie są cierpliwe, ciepłe i zawsze znajdą czas na rozmowę z rodzicem.",
  "Syn wraca do domu uśmiechnięty i opowiada o wszystkim, czego się nauczył.",
  "Posiłki są smaczne i zdrowe, dzieci jedzą z apetytem.",
  "Czysto, przestronnie i bezpiecznie, widać, że placówka jest zadbana.",
  "Świetne zajęcia dodatkowe, szczególnie rytmika i angielski.",
  "Adaptacja przebiegła spokojnie dzięki wsparciu wychowawczyń.",
  "Dużo zajęć na świeżym powietrzu i ciekawe wycieczki.",
  "Polecam każdemu rodzicowi, to miejsce z sercem."
]
const neutral = [
  "Ogólnie jesteśmy zadowoleni, choć komunikacja z rodzicami mogłaby być lepsza.",
  "Kadra w porządku, ale grupy są dość liczne.",
  "Jedzenie bywa różne, czasem dzieci wracają głodne.",
  "Budynek wymaga już remontu, ale panie nadrabiają zaangażowaniem.",
  "Zajęcia są ciekawe, szkoda tylko, że część jest dodatkowo płatna."
]
const complaints = [
  "Niestety kontakt z dyrekcją jest bardzo utrudniony.",
  "Duża rotacja personelu, dziecko ciągle musiało przyzwyczajać się do nowych opiekunek.",
  "Sale są ciasne, a plac zabaw zaniedbany.",
  "Nie polecam, informacje o zmianach dostawaliśmy w ostatniej chwili.",
  "Za taką cenę oczekiwaliśmy znacznie więcej."
]
const answers = [
  "Dziękujemy za miłe słowa! Cieszymy się, że dobrze się u nas czujecie.",
  "Dziękujemy za opinię. Zapraszamy na rozmowę, chętnie wyjaśnimy wszystkie wątpliwości.",
  "Bardzo dziękujemy, przekażemy pochwały całemu zespołowi."
]

const clampRating = (value: number) => Math.min(5, Math.max(1, value))

/** Ratings 1–5, skewed positive; the three are close to one overall impression. */
const drawRatings = (random: Random) => {
  const overall = random.weighted([[5, 45], [4, 30], [3, 13], [2, 7], [1, 5]] as const)
  const near = () => clampRating(overall + random.weighted([[0, 6], [-1, 2], [1, 2]] as const))
  return { overall, rating_cleanliness: near(), rating_staff: near(), rating_food: near() }
}

/** A comment of at least 50 characters whose tone follows the rating. */
const drawComment = (random: Random, overall: number) => {
  const pool = overall >= 4 ? praise : overall === 3 ? [...neutral, ...praise.slice(0, 3)] : [...complaints, ...neutral]
  const sentences = random.sample(pool, random.int(2, 3))
  return sentences.join(" ")
}

/** One opinion row about a facility, written at `at` or between its creation and `referenceDate`. */
export const drawOpinion = (
  random: Random,
  facility: SeededFacility,
  referenceDate: Date,
  status: "accepted" | "pending" | "rejected",
  at?: Date
): Record<string, unknown> => {
  const { overall, ...ratings } = drawRatings(random)
  const author = randomPerson(random, 0.75)
  const created = facility.createdAt.getTime()
  const createdAt = at ?? new Date(created + Math.floor((random.next() * (referenceDate.getTime() - created)) / 1000) * 1000)
  const answered = status === "accepted" && facility.status !== "unknown" && random.chance(0.4)
  return {
    facility_id: facility.id,
    account_id: null,
    ...ratings,
    pros: random.chance(0.3) ? random.pick(["Kadra", "Jedzenie", "Zajęcia dodatkowe", "Lokalizacja", "Ogród"]) : null,
    cons: random.chance(0.2) ? random.pick(["Cena", "Parking", "Liczne grupy", "Komunikacja"]) : null,
    comment: drawComment(random, overall),
    author_name: author.firstName,
    author_surname: author.surname,
    status,
    facility_answer: answered ? random.pick(answers) : null,
    answer_status: answered ? "accepted" : null,
    answered_at: answered ? new Date(Math.min(referenceDate.getTime(), createdAt.getTime() + 2 * 86_400_000)) : null,
    answer_decided_at: answered ? new Date(Math.min(referenceDate.getTime(), createdAt.getTime() + 3 * 86_400_000)) : null,
    decided_at: status === "pending" ? null : new Date(Math.min(referenceDate.getTime(), createdAt.getTime() + 86_400_000)),
    reject_reason: status === "rejected" ? "Opinia nie dotyczy tej placówki." : null,
    created_at: createdAt
  }
}

/**
 * Opinions for about 35% of the facilities (1–6 each, mostly accepted, some pending or
 * rejected), in order of writing; then each facility's scores and count from its accepted ones.
 */
export const seedOpinions = (
  facilities: ReadonlyArray<SeededFacility>,
  referenceDate: Date,
  /** Facilities whose opinions are seeded elsewhere (the demo facility). */
  skipIds: ReadonlySet<number>
) =>
  Effect.gen(function*() {
    const random = makeRandom(OPINION_SEED)
    const rows: Array<Record<string, unknown>> = []
    for (const facility of facilities) {
      if (!random.chance(0.35) || skipIds.has(facility.id)) continue
      const count = random.int(1, 6)
      for (let i = 0; i < count; i++) {
        rows.push(drawOpinion(random, facility, referenceDate,
          random.weighted([["accepted", 88], ["pending", 9], ["rejected", 3]] as const)))
      }
    }
    rows.sort((a, b) => (a["created_at"] as Date).getTime() - (b["created_at"] as Date).getTime())
    yield* insertRows("opinions", rows)
    return rows.length
  })

/** Scores (1 decimal) and counts of every facility from its accepted opinions. */
export const updateScores = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    update facilities f set
      score_food = round(s.food, 1),
      score_staff = round(s.staff, 1),
      score_cleanliness = round(s.cleanliness, 1),
      score_total = round((s.food + s.staff + s.cleanliness) / 3, 1),
      opinions_count = s.n
    from (
      select facility_id,
        avg(rating_food) as food, avg(rating_staff) as staff, avg(rating_cleanliness) as cleanliness,
        count(*)::int as n
      from opinions where status = 'accepted' group by facility_id
    ) s
    where f.id = s.facility_id`
})
