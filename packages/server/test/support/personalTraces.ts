import type { TestServer } from "./testServer"

/** Where a trace of a person was found: the table, the column, and which of the searched texts. */
export interface Trace {
  readonly table: string
  readonly column: string
  readonly text: string
}

/**
 * Every column of every table of the database that can hold what names a person — text of any
 * kind, JSON, uuids, arrays — found from the catalogue itself, so a table added later is
 * searched too. Each value is compared as text, case-insensitively.
 */
export const findTraces = async (server: TestServer, texts: ReadonlyArray<string>): Promise<ReadonlyArray<Trace>> => {
  const columns = await server.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'uuid', 'ARRAY'))
     order by c.table_name, c.column_name`
  )
  const traces: Array<Trace> = []
  for (const { table_name: table, column_name: column } of columns) {
    const found = await server.query<{ text: string }>(
      `select t.text from unnest($1::text[]) t(text)
       where exists (select 1 from "${table}" where strpos(lower("${column}"::text), lower(t.text)) > 0)`,
      [texts]
    )
    traces.push(...found.map(({ text }) => ({ table, column, text })))
  }
  return traces
}
