import { describe, expect, it } from "vitest"
import { recordingCaller } from "../testing/recordingCaller"
import { facilityMembersQuery, myMembershipsQuery } from "./membershipQueries"
import { defaultDeskFilter } from "../domain/rules/moderationDeskFilter"
import { moderationQueueQuery, opinionReportsQuery, reportsQuery } from "./moderationQueries"
import { facilityOpinionsQuery, myOpinionsQuery, receivedOpinionQuery, receivedOpinionsQuery } from "./opinionQueries"
import { facilityQuestionsQuery, myQuestionsQuery, questionThreadQuery } from "./questionQueries"
import { myApplicationsQuery, receivedApplicationsQuery } from "./applicationQueries"

const { calls, caller } = recordingCaller([])
const reads = [
  [facilityOpinionsQuery(caller, "przedszkole-7"), "opinions.ofFacility", { params: { id: "przedszkole-7" }, query: { page: 1 } }],
  [facilityOpinionsQuery(caller, "przedszkole-7", 2), "opinions.ofFacility", { params: { id: "przedszkole-7" }, query: { page: 2 } }],
  [myOpinionsQuery(caller, "u-1"), "opinions.mine", undefined],
  [receivedOpinionsQuery(caller, "przedszkole-7", 3), "opinions.received", { params: { id: "przedszkole-7" }, query: { page: 3 } }],
  [receivedOpinionQuery(caller, "przedszkole-7", 31), "opinions.receivedOne", { params: { id: "przedszkole-7", opinionId: 31 } }],
  [myQuestionsQuery(caller, "u-1"), "questions.list", { query: {} }],
  [facilityQuestionsQuery(caller, 7), "questions.list", { query: { facility_id: 7 } }],
  [questionThreadQuery(caller, 5), "questions.thread", { params: { id: 5 } }],
  [myApplicationsQuery(caller, "u-1"), "applications.mine", undefined],
  [receivedApplicationsQuery(caller, "przedszkole-7"), "applications.received", { params: { id: "przedszkole-7" } }],
  [myMembershipsQuery(caller, "u-1"), "memberships.mine", undefined],
  [facilityMembersQuery(caller, "przedszkole-7"), "memberships.members", { params: { id: "przedszkole-7" } }],
  [moderationQueueQuery(caller, defaultDeskFilter), "moderation.queue", { query: { page: 1, state: "new", order: "oldest" } }],
  [
    moderationQueueQuery(caller, { ...defaultDeskFilter, page: 2, state: "rejected", reported: true, facility: 7, city: "krakow", q: " Ola " }),
    "moderation.queue",
    { query: { page: 2, state: "rejected", order: "oldest", reported: "true", facility: 7, city: "krakow", q: "Ola" } }
  ],
  [opinionReportsQuery(caller, 31), "moderation.opinionReports", { params: { id: 31 } }],
  [reportsQuery(caller, "open"), "moderation.reports", { query: { status: "open" } }],
  [reportsQuery(caller, "resolved"), "moderation.reports", { query: { status: "resolved" } }]
] as const

describe("the reads of issue 8's records", () => {
  it.each(reads.map((read, index) => [index, ...read] as const))("#%i calls %s", async (_index, query, endpoint, request) => {
    await query.queryFn()
    expect(calls.at(-1)).toEqual({ endpoint, request })
  })

  it("names every read and its arguments apart", () => {
    const keys = reads.map(([query]) => JSON.stringify(query.queryKey))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("keeps a facility's reads under its key, so one invalidation refreshes them all", () => {
    const facilityReads = [
      facilityOpinionsQuery(caller, "p"),
      receivedOpinionsQuery(caller, "p"),
      receivedOpinionQuery(caller, "p", 31),
      receivedApplicationsQuery(caller, "p"),
      facilityMembersQuery(caller, "p")
    ]
    expect(facilityReads.map((query) => query.queryKey.slice(0, 2))).toEqual(Array(5).fill(["facility", "p"]))
  })

  it("keeps one received opinion out of the prefix the answer form rewrites the cached pages under", () => {
    const pages = receivedOpinionsQuery(caller, "p").queryKey.slice(0, 4)
    expect(receivedOpinionQuery(caller, "p", 31).queryKey.slice(0, 4)).not.toEqual(pages)
  })
})
