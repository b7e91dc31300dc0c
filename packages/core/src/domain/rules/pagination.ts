/** Page size used when a caller gives none (the spec does not state one). */
export const DEFAULT_PAGE_SIZE = 20

/** Largest page a caller may ask for. */
export const MAX_PAGE_SIZE = 100

/** A page request: 1-based page number and page size. */
export interface PageRequest {
  readonly limit?: number | undefined
  readonly page?: number | undefined
}

/** The offset form the API sends. */
export interface OffsetRequest {
  readonly offset: number
  readonly limit: number
}

/**
 * Turns `{ limit, page }` into `{ offset: limit × (page − 1), limit }` (spec 7.1).
 * Page defaults to 1 and anything below 1 (or not a number) becomes 1; limit defaults to
 * DEFAULT_PAGE_SIZE and is clamped to 1…MAX_PAGE_SIZE; fractions are rounded down.
 */
export function paginationToOffset({ limit, page }: PageRequest): OffsetRequest {
  const size = Number.isFinite(limit) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit as number))) : DEFAULT_PAGE_SIZE
  const pageNumber = Number.isFinite(page) ? Math.max(1, Math.floor(page as number)) : 1
  return { offset: size * (pageNumber - 1), limit: size }
}
