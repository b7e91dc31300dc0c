import { insertOpinion } from "./insertOpinion"
import { supportOnly, type Case } from "./matrixWorld"

const reason = () => ({ reason: "Treść narusza regulamin." })

/** A verdict on a fresh pending opinion, or on a fresh pending answer, each attempt. */
const verdict = (action: string, waiting: "opinion" | "answer", body?: Case["body"]): Case => ({
  method: "POST",
  prepare: async (world) => ({
    opinion: await insertOpinion(world, waiting === "opinion" ? { status: "pending" } : { status: "accepted", answer: "pending" })
  }),
  path: (_world, { prepared }) => `/api/v1/support/opinions/${String(prepared.opinion)}/${action}`,
  ...(body === undefined ? {} : { body }),
  expected: supportOnly(204)
})

/** The moderation desk (spec 4.3): support staff only. */
export const moderationCases: Readonly<Record<string, Case>> = {
  "moderation.queue": { method: "GET", path: () => "/api/v1/support/opinions?state=accepted&order=newest&page=2", expected: supportOnly(200) },
  "moderation.bulk": {
    method: "POST",
    prepare: async (world) => ({ opinion: await insertOpinion(world, { status: "pending" }) }),
    path: () => "/api/v1/support/opinions/bulk",
    body: (_world, { prepared }) => ({ items: [{ kind: "opinion", id: prepared.opinion }], verdict: "reject", reason: "Treść narusza regulamin." }),
    expected: supportOnly(204)
  },
  "moderation.opinionReports": {
    method: "GET",
    prepare: async (world) => ({ opinion: await insertOpinion(world, { status: "accepted" }) }),
    path: (_world, { prepared }) => `/api/v1/support/opinions/${String(prepared.opinion)}/reports`,
    expected: supportOnly(200)
  },
  "moderation.accept": verdict("accept", "opinion", () => ({ recommended: true })),
  "moderation.reject": verdict("reject", "opinion", reason),
  "moderation.acceptAnswer": verdict("answer/accept", "answer"),
  "moderation.rejectAnswer": verdict("answer/reject", "answer", reason),
  "moderation.reports": { method: "GET", path: () => "/api/v1/support/reports?status=open", expected: supportOnly(200) },
  "moderation.resolveReport": {
    method: "POST",
    prepare: async (world) => {
      const opinion = await insertOpinion(world, { status: "accepted" })
      const [report] = await world.server.query<{ id: number }>(
        "insert into reports (target_kind, opinion_id, reason, content) values ('opinion', $1, 'spam', '') returning id", [opinion])
      return { report: report!.id }
    },
    path: (_world, { prepared }) => `/api/v1/support/reports/${String(prepared.report)}/resolve`,
    body: () => ({ resolution: "Sprawdzone." }),
    expected: supportOnly(204)
  }
}
