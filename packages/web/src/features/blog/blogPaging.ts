/** The page a list's `?page=` names: a whole number from 1, else the first page. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value ?? "1")
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/** A list's page address: the first page has no parameter (one canonical address). */
export function pageHref(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}?page=${page}`
}
