/** One column of a listing: its header and how a row shows in it. */
export interface Column<Row> {
  readonly header: string
  readonly value: (row: Row) => string | number | boolean | null
}

const text = (value: string | number | boolean | null): string => (value === null ? "" : String(value))

// A cell of a table holds one line: line breaks of a comment show as spaces.
const cell = (value: string | number | boolean | null): string => text(value).replace(/\s*\n\s*/g, " ")

/** Rows as a table for people: a header, then the rows, each column as wide as its widest cell. */
export function table<Row>(columns: ReadonlyArray<Column<Row>>, rows: ReadonlyArray<Row>): string {
  const cells = [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => cell(column.value(row))))]
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index]!.length)))
  return cells.map((line) => line.map((value, index) => value.padEnd(widths[index]!)).join("  ").trimEnd()).join("\n")
}

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
const csvField = (value: string | number | boolean | null): string => {
  const plain = text(value)
  return /[",\r\n]/.test(plain) ? `"${plain.replaceAll("\"", "\"\"")}"` : plain
}

/** Rows as CSV (RFC 4180, CRLF line ends): a header line, then one line a row. */
export function csv<Row>(columns: ReadonlyArray<Column<Row>>, rows: ReadonlyArray<Row>): string {
  const lines = [columns.map((column) => csvField(column.header)), ...rows.map((row) => columns.map((column) => csvField(column.value(row))))]
  return lines.map((line) => line.join(",")).join("\r\n") + "\r\n"
}

/** What a script reads with --json: the answer as it came, indented. */
export const json = (value: unknown): string => JSON.stringify(value, null, 2)

/** A moment of the contract (epoch milliseconds) as an ISO date and time, UTC. */
export const isoTime = (epochMs: number | null): string | null => (epochMs === null ? null : new Date(epochMs).toISOString())
