import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { callErrorStatus } from "../errors"
import { loadFailed } from "../loadFailed"
import { EmptyPlaceholder } from "./EmptyPlaceholder"
import { LoadingScreen } from "./LoadingScreen"

export interface ReadStateProps<Data> {
  readonly query: UseQueryResult<Data>
  /** Whether what was read is empty: `empty` shows instead of `children`. */
  readonly isEmpty?: (data: Data) => boolean
  readonly empty?: ReactNode
  readonly children: (data: Data) => ReactNode
}

/**
 * What a page shows of one server read: LOADING_DOTS while it first loads; a failure with
 * TRY_AGAIN (a retry shows loading again); NOT_FOUND for what does not exist or is not the
 * reader's (404, 403); the empty placeholder; else the data.
 */
export function ReadState<Data>({ query, isEmpty, empty, children }: ReadStateProps<Data>) {
  const { t } = useTranslation()
  const { data } = query
  if (data !== undefined) return isEmpty?.(data) === true ? (empty ?? <EmptyPlaceholder />) : children(data)
  if (!loadFailed(query)) return <LoadingScreen />
  const status = callErrorStatus(query.error)
  if (status === 404 || status === 403) return <EmptyPlaceholder title={t("NOT_FOUND")} subtitle={t("NOT_YOURS_OR_GONE")} />
  return (
    <div role="alert">
      <EmptyPlaceholder title={t("LOAD_FAILED")} subtitle={t("LOAD_FAILED_HINT")} action={{ label: t("TRY_AGAIN"), onClick: () => void query.refetch() }} />
    </div>
  )
}
