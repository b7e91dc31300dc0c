import { maxLengths, PUBLICATION_CONTENT_MAX, PUBLICATION_TITLE_MAX, SUBPAGE_TITLE_MAX } from "@pociecha/core"
import type { TestServer } from "../support/testServer"

// C0 controls and DEL (PostgreSQL text can hold no NUL at all). Written for PostgreSQL's regex engine.
const CONTROL = String.raw`[\x01-\x1f\x7f]`
// Mail bodies are multi-line: only line breaks and tabs are allowed there.
const CONTROL_BUT_LINES = String.raw`[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]`

/** A rule on one column of a table the fuzzed writes touch: `bad` selects the offending rows. */
interface StoredTextRule {
  readonly table: string
  readonly column: string
  readonly bad: string
}

const line = (table: string, column: string, max: number): StoredTextRule => ({
  table,
  column,
  bad: `${column} ~ '${CONTROL}' or length(${column}) > ${max}`
})

/** Text a person writes in a text area: line breaks and tabs allowed. */
const paragraphs = (table: string, column: string, max: number): StoredTextRule => ({
  table,
  column,
  bad: `${column} ~ '${CONTROL_BUT_LINES}' or length(${column}) > ${max}`
})

/** Property 3: what the bounds promise about every stored text. */
export const storedTextRules: ReadonlyArray<StoredTextRule> = [
  line("accounts", "email", maxLengths.email),
  line("accounts", "pending_email", maxLengths.email),
  line("accounts", "name", maxLengths.name),
  line("accounts", "surname", maxLengths.name),
  line("accounts", "avatar", maxLengths.url),
  line("mail_outbox", "to_address", maxLengths.email),
  // A subject is a template line with a name in it.
  line("mail_outbox", "subject", 400),
  { table: "mail_outbox", column: "body_text", bad: `body_text ~ '${CONTROL_BUT_LINES}'` },
  paragraphs("opinions", "comment", maxLengths.opinion),
  paragraphs("opinions", "pros", maxLengths.prosCons),
  paragraphs("opinions", "cons", maxLengths.prosCons),
  line("opinions", "author_name", maxLengths.name),
  line("opinions", "author_surname", maxLengths.name),
  paragraphs("opinions", "facility_answer", maxLengths.message),
  paragraphs("opinions", "reject_reason", maxLengths.note),
  paragraphs("opinions", "answer_reject_reason", maxLengths.note),
  paragraphs("reports", "content", maxLengths.note),
  paragraphs("reports", "resolution", maxLengths.note),
  paragraphs("question_messages", "content", maxLengths.message),
  line("applications", "parent_name", maxLengths.name),
  line("applications", "parent_surname", maxLengths.name),
  line("applications", "parent_phone", maxLengths.phone),
  line("applications", "address", maxLengths.address),
  line("applications", "child_name", maxLengths.name),
  line("applications", "child_surname", maxLengths.name),
  line("publications", "title", PUBLICATION_TITLE_MAX),
  paragraphs("publications", "content", PUBLICATION_CONTENT_MAX),
  line("publication_attachments", "name", 200),
  line("subpages", "title", SUBPAGE_TITLE_MAX),
  line("subpages", "description_title", SUBPAGE_TITLE_MAX),
  line("page_templates", "name", maxLengths.shortText),
  line("sales_requests", "email", maxLengths.email),
  line("sales_requests", "name_surname", maxLengths.name),
  line("sales_requests", "phone", maxLengths.phone),
  line("sales_requests", "facility_name", maxLengths.facilityName),
  line("sales_requests", "position", maxLengths.shortText),
  line("sales_requests", "preferred_time", maxLengths.shortText),
  // A site's name is its subdomain: one lowercase DNS label.
  { table: "web_page_domains", column: "name", bad: String.raw`name !~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'` },
  { table: "seen_marks", column: "item_id", bad: String.raw`item_id !~ '^(opinion|answer|message):\d{1,10}$'` },
  { table: "refresh_tokens", column: "token_hash", bad: "token_hash !~ '^[0-9a-f]{64}$'" },
  { table: "account_tokens", column: "token_hash", bad: "token_hash !~ '^[0-9a-f]{64}$'" }
]

/** Rows breaking a rule, as `table.column: value` lines (empty when everything stored is valid). */
export const storedTextProblems = async (server: TestServer): Promise<ReadonlyArray<string>> => {
  const problems: Array<string> = []
  // The check is only as good as its patterns: they must catch what they are meant to.
  const [self] = await server.query<{ control: boolean; line: boolean; tab: boolean }>(
    `select ('a' || chr(27) || 'b') ~ '${CONTROL}' as control, ('a' || chr(1)) ~ '${CONTROL_BUT_LINES}' as line,
       (chr(9) || chr(10) || chr(13)) ~ '${CONTROL_BUT_LINES}' as tab`
  )
  if (self?.control !== true || self.line !== true || self.tab !== false) problems.push("the control-character patterns do not work")
  for (const rule of storedTextRules) {
    const rows = await server.query<{ value: string | null }>(
      `select ${rule.column}::text as value from ${rule.table} where ${rule.bad} limit 5`
    )
    for (const { value } of rows) problems.push(`${rule.table}.${rule.column}: ${JSON.stringify(value?.slice(0, 200))}`)
  }
  return problems
}
