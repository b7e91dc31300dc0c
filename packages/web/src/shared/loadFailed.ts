import type { UseQueryResult } from "@tanstack/react-query"

/**
 * Whether a read's first load failed and no new attempt is under way: the page shows the
 * failure and a way to try again; while a retry runs, it shows it is loading.
 */
export const loadFailed = (query: Pick<UseQueryResult, "isLoadingError" | "isFetching">): boolean =>
  query.isLoadingError && !query.isFetching
