import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Statement } from "effect/sql/Statement"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { applicationListStatement } from "../src/repositories/applicationRepository"
import { employeesStatement } from "../src/repositories/employeeRepository"
import { actionsThisMonthStatement } from "../src/repositories/facilityEditRepository"
import { galleryStatement } from "../src/repositories/galleryRepository"
import { profileRefStatement } from "../src/repositories/facilityRepository"
import { membersStatement, myMembershipsStatement } from "../src/repositories/membershipRepository"
import { facilityMessagesThisMonthStatement, threadListStatement } from "../src/repositories/questionRepository"
import { geoSearchStatements } from "../src/repositories/geoSearchStatements"
import { moderationCountStatement, moderationPageStatement, type ModerationFilter } from "../src/repositories/moderationRepository"
import { myOpinionsStatement, publishedOpinionsStatement, receivedOpinionStatement, receivedOpinionsStatement } from "../src/repositories/opinionRepository"
import { publicationsStatement } from "../src/repositories/publicationRepository"
import { opinionReportsStatement, recentReportsStatement, reportsStatement } from "../src/repositories/reportRepository"
import { accountShadowsStatement, pendingShadowsStatement, userShadowFacilitiesStatement } from "../src/repositories/shadowRepository"
import { siteCardStatement } from "../src/repositories/siteCard"
import { searchPolygon } from "@pociecha/core"
import {
  amenityCountsStatement,
  refinedSearchStatement,
  refinedTotalStatement,
  vacancyCountsStatement
} from "../src/repositories/refinedSearchStatements"
import { startTestServer, type TestServer } from "./support/testServer"
import { upcomingSlotsStatement, visitBookingsStatement } from "../src/repositories/visitRepository"
import { insightCityMediansStatement, insightDailyStatement } from "../src/repositories/insightRepository"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600 })
})
afterAll(() => server.close())

/**
 * The plan of a statement when sequential and full-index scans are priced out:
 * if an index can answer the query's condition, the planner uses it (as a bitmap
 * scan); a query no index fits still shows a 'Seq Scan'. That tells the index
 * matches the query, whatever the size of the test's tables.
 */
const planOf = (build: (sql: SqlClient.SqlClient) => Statement<object>) =>
  server.withSql(
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.withTransaction(Effect.gen(function*() {
        yield* sql`set local enable_seqscan = off`
        yield* sql`set local enable_indexscan = off`
        const [text, params] = build(sql).compile()
        const rows = yield* sql.unsafe<{ "QUERY PLAN": string }>(`explain ${text}`, params)
        return rows.map((row) => row["QUERY PLAN"]).join("\n")
      }))
    })
  )

describe("the search-box queries are answered from indexes", () => {
  it("geo-search answers words in any order from the full-text indexes of towns, districts and facilities", async () => {
    const statements = (sql: SqlClient.SqlClient) =>
      geoSearchStatements(sql, { query: "„Pajacyk” żłobek łódź" })!
    const towns = await planOf((sql) => statements(sql).towns)
    const districts = await planOf((sql) => statements(sql).districts!)
    const facilities = await planOf((sql) => statements(sql).facilities!)
    expect(towns).toMatch(/towns_search_vector/)
    expect(districts).toMatch(/districts_search_vector/)
    // One rank a vector: the name, the name and place, everything.
    for (const index of ["facilities_name_vector", "facilities_name_place_vector", "facilities_search_vector"]) {
      expect(facilities).toMatch(new RegExp(`Bitmap Index Scan on ${index}\\b`))
    }
    // A misspelt town: trigram similarity on the towns' normalised names.
    expect(await planOf((sql) => statements(sql).similarTowns)).toMatch(/towns_search_trgm/)
    for (const plan of [towns, districts, facilities]) expect(plan).not.toMatch(/Seq Scan on (towns|districts|facilities)\b/)
  })
})

describe("a profile URL finds its facility from an index", () => {
  it("by slug in any letter case, through the lower(slug) index", async () => {
    const plan = await planOf((sql) => profileRefStatement(sql, "Zlobek-Pod-Debem"))
    expect(plan).toMatch(/facilities_slug_lower/)
    expect(plan).not.toMatch(/Seq Scan on facilities/)
  })
})

describe("the lists of questions, applications and memberships are answered from their indexes", () => {
  const someone = "00000000-0000-4000-8000-000000000001"
  const reader = { accountId: someone, side: "parent" } as const

  it("a parent's threads and a facility's threads, latest first", async () => {
    const mine = await planOf((sql) => threadListStatement(sql, { account: someone }, reader))
    const facility = await planOf((sql) => threadListStatement(sql, { facility: 1 }, { ...reader, side: "facility" }))
    expect(mine).toMatch(/user_questions_account_recent/)
    expect(facility).toMatch(/user_questions_facility_recent/)
    // Each thread's last message and unseen count come from its messages' index.
    for (const plan of [mine, facility]) {
      expect(plan).toMatch(/question_messages_question/)
      expect(plan).not.toMatch(/Seq Scan on (user_questions|question_messages)\b/)
    }
  })

  it("a facility's messages of the month, counted against its limit", async () => {
    const plan = await planOf((sql) => facilityMessagesThisMonthStatement(sql, 1))
    expect(plan).toMatch(/user_questions_facility/)
    expect(plan).not.toMatch(/Seq Scan on (user_questions|question_messages)\b/)
  })

  it("a parent's applications and a facility's, newest first", async () => {
    expect(await planOf((sql) => applicationListStatement(sql, { account: someone }))).toMatch(/applications_account/)
    expect(await planOf((sql) => applicationListStatement(sql, { facility: 1 }))).toMatch(/applications_facility/)
  })

  it("one's memberships and a facility's members", async () => {
    expect(await planOf((sql) => myMembershipsStatement(sql, someone))).toMatch(/facility_members_account/)
    const members = await planOf((sql) => membersStatement(sql, 1))
    expect(members).toMatch(/facility_members_(facility|pkey)/)
    expect(members).not.toMatch(/Seq Scan on facility_members\b/)
  })
})

describe("the lists of opinions and reports are read from their indexes", () => {
  const someAccount = "00000000-0000-4000-8000-000000000000"
  const scansOf = async (build: Parameters<typeof planOf>[0], indexes: ReadonlyArray<string>) => {
    const plan = await planOf(build)
    for (const index of indexes) expect(plan).toMatch(new RegExp(`Index Scan on ${index}\\b`))
    expect(plan).not.toMatch(/Seq Scan on (opinions|reports)\b/)
  }

  it("a profile's published opinions, the facility's own list, and one's own", async () => {
    await scansOf((sql) => publishedOpinionsStatement(sql, 1, 2), ["opinions_facility_published"])
    await scansOf((sql) => receivedOpinionsStatement(sql, 1, 2), ["opinions_facility"])
    await scansOf((sql) => myOpinionsStatement(sql, someAccount), ["opinions_account"])
  })

  it("one of the facility's own opinions, by its id", async () => {
    await scansOf((sql) => receivedOpinionStatement(sql, 1, 2), ["opinions_pkey"])
  })

  it("the moderation desk, each kind and state from its own partial index; a facility's from its index, reports by the opinion", async () => {
    const desk: ModerationFilter = { page: 2, state: "new", order: "oldest", reported: false }
    await scansOf((sql) => moderationPageStatement(sql, desk), ["opinions_pending", "opinions_answer_pending", "reports_opinion"])
    await scansOf((sql) => moderationCountStatement(sql, desk), ["opinions_pending", "opinions_answer_pending"])
    const decided: ModerationFilter = { ...desk, state: "rejected", order: "newest", q: "ola", city: "krakow" }
    await scansOf((sql) => moderationPageStatement(sql, decided), ["opinions_decided", "opinions_answer_decided"])
    await scansOf((sql) => moderationCountStatement(sql, { ...desk, state: "accepted", facility: 7, reported: true }), ["opinions_facility", "reports_opinion"])
    await scansOf((sql) => opinionReportsStatement(sql, 7), ["reports_opinion"])
  })

  it("the reports desk, and an account's reports of the last day for its daily limit", async () => {
    await scansOf((sql) => reportsStatement(sql, "open"), ["reports_queue"])
    await scansOf((sql) => reportsStatement(sql, "resolved"), ["reports_queue"])
    // Either index led by the account answers it; which one the planner takes depends on the table's size.
    await scansOf((sql) => recentReportsStatement(sql, someAccount), ["reports_(account_recent|once)"])
  })
})

describe("a facility's gallery, staff and news are read from their indexes", () => {
  it("the gallery and the staff in their order, the news newest first (all of it, or the public items alone)", async () => {
    expect(await planOf((sql) => galleryStatement(sql, 1))).toMatch(/facility_photos_facility/)
    expect(await planOf((sql) => employeesStatement(sql, 1))).toMatch(/facility_employees_facility/)
    expect(await planOf((sql) => publicationsStatement(sql, 1, ["public", "private", "admin_only"], 1))).toMatch(/publications_facility\b/)
    expect(await planOf((sql) => publicationsStatement(sql, 1, ["public"], 1))).toMatch(/publications_facility_public/)
    for (const plan of [await planOf((sql) => galleryStatement(sql, 1)), await planOf((sql) => employeesStatement(sql, 1))]) {
      expect(plan).not.toMatch(/Seq Scan on (facility_photos|facility_employees)\b/)
    }
  })
})

describe("a facility site's page reads its site and card from indexes", () => {
  it("by the subdomain's name or a custom host: the site, its subpages, the facility, its staff, photos and tags", async () => {
    const byName = await planOf((sql) => siteCardStatement(sql, { name: "tecza" }))
    expect(byName).toMatch(/web_page_domains_name_key/)
    expect(await planOf((sql) => siteCardStatement(sql, { customHost: "przedszkole-tecza.pl" }))).toMatch(/web_page_domains_custom_host_key/)
    // The site itself by either of its indexes: on the test's few sites the planner may take the partial one.
    expect(byName).toMatch(/web_pages_(domain_id_key|facility)/)
    for (const index of ["facilities_pkey", "subpages_web_page", "facility_employees_facility", "facility_photos_facility", "tags_pkey"]) {
      expect(byName).toMatch(new RegExp(`\\b${index}\\b`))
    }
    expect(byName).not.toMatch(/Seq Scan/)
  })
})

describe("claims and limited actions are read from their indexes", () => {
  const someAccount = "00000000-0000-4000-8000-000000000001"
  it("support's desk oldest first, one's own claims newest first, a facility's amenity edits of the month", async () => {
    // Either partial index of what waits answers the desk.
    const desk = await planOf((sql) => pendingShadowsStatement(sql))
    expect(desk).toMatch(/shadow_facilities_(one_)?pending/)
    expect(desk).not.toMatch(/Seq Scan on shadow_(facilities|documents)\b/)
    expect(await planOf((sql) => accountShadowsStatement(sql, someAccount))).toMatch(/shadow_facilities_account/)
    expect(await planOf((sql) => userShadowFacilitiesStatement(sql, someAccount))).toMatch(/shadow_facilities_account/)
    const actions = await planOf((sql) => actionsThisMonthStatement(sql, 1, "amenities_edit"))
    expect(actions).toMatch(/facility_actions_(facility|month)/)
    expect(actions).not.toMatch(/Seq Scan on facility_actions\b/)
  })
})

describe("the owner's dashboard reads its counts from indexes", () => {
  it("a facility's days, questions, applications and opinions, and those of its town's facilities for the median", async () => {
    const daily = await planOf((sql) => insightDailyStatement(sql, 1, "2026-01-01", "2026-03-31"))
    expect(daily).toMatch(/facility_daily_stats_pkey/)
    const medians = await planOf((sql) => insightCityMediansStatement(sql, 1, "2026-01-01"))
    expect(medians).toMatch(/facilities_town_created/)
    for (const plan of [daily, medians]) expect(plan).not.toMatch(/Seq Scan on (facility_daily_stats|user_questions|applications|opinions|facilities)\b/)
  })
})

describe("the visits' reads are answered from indexes (issue 20)", () => {
  it("a facility's upcoming slots, and a parent's bookings", async () => {
    expect(await planOf((sql) => upcomingSlotsStatement(sql, 1))).toMatch(/visit_slots_facility/)
    expect(await planOf((sql) => visitBookingsStatement(sql, "00000000-0000-4000-8000-000000000000", "upcoming"))).toMatch(/visit_bookings_account/)
  })
})

describe("the map search's refinements and their counts are answered from indexes (issue 20)", () => {
  const warsaw = searchPolygon({ north: 52.3681, south: 52.0978, west: 20.8517, east: 21.2711 })
  const base = { search_polygon: warsaw, zoom: 12 }

  // Over the whole country the rectangle narrows nothing, so a filter's own index must; the
  // planner knows it once it has the table's statistics (the last describe here: earlier plans keep theirs).
  beforeAll(() => server.query("analyze facilities"))
  const poland = { search_polygon: searchPolygon({ north: 55, south: 49, west: 14, east: 24.2 }), zoom: 6 }

  it("each filter has its own index: tuition, hours, amenities, extra classes, age groups with a free place", async () => {
    const filters: ReadonlyArray<[object, RegExp]> = [
      [{ tuition_to: 1200 }, /facilities_tuition_from/],
      [{ tuition_from: 800 }, /facilities_tuition_to/],
      [{ open_by: 390 }, /facilities_open_at/],
      [{ open_until: 1050 }, /facilities_close_at/],
      [{ amenities: ["own_garden"] }, /facilities_features/],
      [{ extra_classes: ["Rytmika"] }, /facilities_extra_class_names/],
      [{ vacancies_for: ["4"], sort: "rating" }, /facilities_vacancy_groups/]
    ]
    for (const [filter, index] of filters) {
      const plan = await planOf((sql) => refinedSearchStatement(sql, { ...poland, ...filter }))
      expect(plan, JSON.stringify(filter)).toMatch(index)
      expect(plan, JSON.stringify(filter)).not.toMatch(/Seq Scan on facilities\b/)
    }
  })

  it("near me and the counts of a city's view come from the rectangle's index", async () => {
    const nearMe = await planOf((sql) => refinedSearchStatement(sql, { ...base, origin: { lat: 52.23, lng: 21.01 }, sort: "distance" }))
    expect(nearMe).toMatch(/facilities_lat_lng/)
    for (const plan of [
      nearMe,
      await planOf((sql) => refinedTotalStatement(sql, base)),
      await planOf((sql) => amenityCountsStatement(sql, base)),
      await planOf((sql) => vacancyCountsStatement(sql, base))
    ]) expect(plan).not.toMatch(/Seq Scan on facilities\b/)
  })
})
