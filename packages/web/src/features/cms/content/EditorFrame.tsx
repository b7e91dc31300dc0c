import type { commandMachine, ReadyMachine } from "@pociecha/core"
import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link, Redirect, useParams } from "wouter"
import { ReadState } from "../../../shared/ui/ReadState"
import { CmsShell } from "../CmsShell"
import { DeleteEntry } from "./DeleteEntry"

/** The entry an editor's address names: a number, `new` (null), or nothing valid (undefined). */
export function useEntryId(): number | null | undefined {
  const { id = "" } = useParams<{ id: string }>()
  if (id === "new") return null
  const number = Number(id)
  return Number.isInteger(number) && number >= 1 ? number : undefined
}

/**
 * An editor's page in the CMS: the way back to its list, then the form of a new entry or of the
 * entry read (a form per saved version: a save reads the entry again, and the form starts anew on it),
 * which may be deleted.
 */
export function EditorFrame<Entry extends { readonly updated_at: string }>({ title, back, backLabel, id, query, removal, children }: {
  readonly title: string
  readonly back: string
  readonly backLabel: string
  readonly id: number | null | undefined
  readonly query: UseQueryResult<Entry>
  /** Deletes the entry (RUN with its id), once confirmed. */
  readonly removal: ReadyMachine<typeof commandMachine>
  readonly children: (entry: Entry | null) => ReactNode
}) {
  const { t } = useTranslation("cms")
  return (
    <CmsShell title={title}>
      <p><Link href={back}>{backLabel}</Link></p>
      {id === undefined ? <p role="alert">{t("NO_ENTRY")}</p> : null}
      {id === null ? children(null) : null}
      {typeof id === "number" ? (
        <ReadState query={query}>
          {(entry) => (
            <>
              <div key={entry.updated_at}>{children(entry)}</div>
              <DeleteEntry id={id} removal={removal} back={back} />
            </>
          )}
        </ReadState>
      ) : null}
    </CmsShell>
  )
}

/** After a save: a new entry goes to its own address; a saved one waits for its fresh read. */
export function SavedEntry({ saved, isNew, href }: { readonly saved: { readonly id: number }; readonly isNew: boolean; readonly href: (id: number) => string }) {
  const { t } = useTranslation("cms")
  return isNew ? <Redirect to={href(saved.id)} replace /> : <p role="status">{t("CONTENT_SAVED")}</p>
}
