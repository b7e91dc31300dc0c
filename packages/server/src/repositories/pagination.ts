import { makePage, type Page } from "@pociecha/core"


/** Rows fetched with `count(*) over ()` as `total_count`, turned into the spec's page object. */
export const pageFromRows = <Row extends { readonly total_count: number }>(
  rows: ReadonlyArray<Row>,
  options: { readonly page: number; readonly limit: number; readonly total?: number }
): Page<Omit<Row, "total_count">> => {
  const total = rows[0]?.total_count ?? options.total ?? 0
  const items = rows.map(({ total_count: _total, ...item }) => item)
  return makePage(items, { page: options.page, limit: options.limit, total })
}
