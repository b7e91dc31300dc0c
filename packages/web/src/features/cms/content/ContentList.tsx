import { publicationState, type ContentStatus, type Page } from "@pociecha/core"
import type { UseQueryResult } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "wouter"
import { Button, ButtonLink } from "../../../shared/ui/Button"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"

/** What the CMS lists of every text: its title and where it stands for readers. */
interface ContentRow {
  readonly id: number
  readonly title: string
  readonly status: ContentStatus
  readonly publish_at: string | null
  readonly updated_at: string
}

/** The list's address: `?q=&page=`, so a list can be linked and reloaded. */
export function useListAddress() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1)
  const q = params.get("q") ?? ""
  const go = (next: { readonly q?: string; readonly page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next.q !== undefined) updated.set("q", next.q)
      if (next.q === "") updated.delete("q")
      if (next.page === undefined || next.page === 1) updated.delete("page")
      else updated.set("page", String(next.page))
      return updated
    })
  return { q, page, go }
}

/**
 * A CMS list of one kind of text (issue 19): newest first, drafts and scheduled ones too, each
 * with where it stands and a link to its editor; narrowed by a title when `searchable`; paged.
 */
export function ContentList<Row extends ContentRow>({ query, editHref, newHref, searchable }: {
  readonly query: UseQueryResult<Page<Row>>
  readonly editHref: (id: number) => string
  readonly newHref: string
  readonly searchable: boolean
}) {
  const { t } = useTranslation("cms")
  const { q, page, go } = useListAddress()
  const stateName = { draft: t("STATE_draft"), scheduled: t("STATE_scheduled"), published: t("STATE_published") }
  const now = new Date()
  return (
    <>
      <div className="cms__actions">
        <ButtonLink href={newHref} variant="primary" data-testid="content-new">{t("NEW_ENTRY")}</ButtonLink>
        {searchable ? (
          <label>
            {t("SEARCH_TITLE")} <input type="search" defaultValue={q} onChange={(event) => go({ q: event.target.value })} data-testid="content-search" />
          </label>
        ) : null}
      </div>
      <ReadState query={query} isEmpty={(found) => found.items.length === 0} empty={<EmptyPlaceholder title={t("NO_ENTRIES")} />}>
        {(found) => (
          <>
            <table className="cms__table">
              <thead>
                <tr><th scope="col">{t("TITLE")}</th><th scope="col">{t("STATE")}</th><th scope="col">{t("UPDATED")}</th></tr>
              </thead>
              <tbody>
                {found.items.map((row) => (
                  <tr key={row.id}>
                    <td><Link href={editHref(row.id)}>{row.title}</Link></td>
                    <td>{stateName[publicationState(row, now)]}</td>
                    <td>{new Date(row.updated_at).toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav aria-label={t("PAGES")} className="cms__actions">
              <Button disabled={found.prevPage === null} onClick={() => go({ page: page - 1 })}>{t("PREVIOUS")}</Button>
              <span>{t("PAGE_OF", { page: found.curPage, total: Math.max(1, found.pageTotal) })}</span>
              <Button disabled={found.nextPage === null} onClick={() => go({ page: page + 1 })}>{t("NEXT")}</Button>
            </nav>
          </>
        )}
      </ReadState>
    </>
  )
}
