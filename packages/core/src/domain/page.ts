import { Schema } from "effect"

/** The page object of the spec (3.6), generic over its items. */
export const Page = <S extends Schema.Top>(item: S) =>
  Schema.Struct({
    itemsReceived: Schema.Number,
    curPage: Schema.Number,
    nextPage: Schema.NullOr(Schema.Number),
    prevPage: Schema.NullOr(Schema.Number),
    offset: Schema.Number,
    itemsTotal: Schema.Number,
    pageTotal: Schema.Number,
    items: Schema.Array(item)
  })

export interface Page<A> {
  readonly itemsReceived: number
  readonly curPage: number
  readonly nextPage: number | null
  readonly prevPage: number | null
  readonly offset: number
  readonly itemsTotal: number
  readonly pageTotal: number
  readonly items: ReadonlyArray<A>
}

/** Builds a page object from one slice of a list and the list's total size. */
export const makePage = <A>(items: ReadonlyArray<A>, options: {
  readonly page: number
  readonly limit: number
  readonly total: number
}): Page<A> => {
  const pageTotal = Math.ceil(options.total / options.limit)
  return {
    itemsReceived: items.length,
    curPage: options.page,
    nextPage: options.page < pageTotal ? options.page + 1 : null,
    prevPage: options.page > 1 ? options.page - 1 : null,
    offset: options.limit * (options.page - 1),
    itemsTotal: options.total,
    pageTotal,
    items
  }
}
