import type { TestServer } from "../support/testServer"
import { describeRequest, describeResponse, type FuzzRequest, type FuzzResponse } from "./rawRequest"

/** Tables a write may add rows to: a request refused with a 4xx must add none. */
export const writtenTables = ["accounts", "account_tokens", "refresh_tokens", "mail_outbox", "seen_marks", "opinions", "user_questions", "question_messages", "facility_members", "reports", "applications", "publications", "publication_attachments"] as const

export const rowCounts = async (server: TestServer): Promise<Readonly<Record<string, number>>> => {
  const [row] = await server.query<Record<string, number>>(
    `select ${writtenTables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(", ")}`
  )
  return row!
}

/** Property 3: a request answered 4xx added no row anywhere a write could. */
export const expectNoRowsAddedByRefusal = (
  request: FuzzRequest,
  response: FuzzResponse,
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>
): void => {
  if (response.status < 400 || response.status >= 500) return
  const added = writtenTables.filter((table) => after[table]! > before[table]!)
  if (added.length > 0) {
    throw new Error(
      `a refused request added rows to ${added.map((t) => `${t} (${before[t]} → ${after[t]})`).join(", ")}` +
        `\n  request:  ${describeRequest(request)}\n  response: ${describeResponse(response)}`
    )
  }
}
