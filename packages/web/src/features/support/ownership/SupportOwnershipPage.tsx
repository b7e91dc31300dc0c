import { supportOwnershipQuery, type FacilityOwnership } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { api } from "../../../shared/api"
import { Button } from "../../../shared/ui/Button"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"
import { SupportShell } from "../SupportShell"

/**
 * /support/ownership (issue 18): who owns and who moderates which facility, and the claims that
 * would move its ownership; paged by the server, searched by facility name or id or an e-mail.
 * The search and the page live in the URL (`?q=&page=`), as the Facilities screen's do, so a
 * search is a link and Back returns to the page before.
 */
export default function SupportOwnershipPage() {
  const { t } = useTranslation(["support", "common"])
  const [params, setParams] = useSearchParams()
  const q = params.get("q") ?? ""
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1)
  const go = (next: { readonly q: string; readonly page: number }) =>
    setParams(new URLSearchParams([...(next.q === "" ? [] : [["q", next.q]]), ...(next.page === 1 ? [] : [["page", String(next.page)]])]))
  const list = useQuery({ ...supportOwnershipQuery(api, q, page), placeholderData: keepPreviousData })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go({ q: String(new FormData(event.currentTarget).get("q") ?? "").trim(), page: 1 })
  }
  return (
    <SupportShell tab="support_ownership" title={t("common:SUPPORT_OWNERSHIP")}>
      <form className="support__section toolbox__search" role="search" onSubmit={submit}>
        <label htmlFor="ownership-q">{t("OWNERSHIP_SEARCH")}</label>
        <input id="ownership-q" name="q" type="search" defaultValue={q} data-testid="ownership-q" />
        <Button type="submit">{t("OWNERSHIP_SEARCH_SUBMIT")}</Button>
      </form>
      <ReadState query={list} isEmpty={(page) => page.items.length === 0} empty={<EmptyPlaceholder title={t("OWNERSHIP_EMPTY")} />}>
        {(found) => (
          <>
            <ol className="support__list" data-testid="ownership-list">
              {found.items.map((facility) => <OwnershipItem key={facility.facility_id} facility={facility} />)}
            </ol>
            <nav className="support-item__actions" aria-label={t("OWNERSHIP_PAGES")}>
              <Button disabled={found.prevPage === null} onClick={() => go({ q, page: found.prevPage ?? 1 })}>
                {t("OWNERSHIP_PREVIOUS")}
              </Button>
              <span>{t("OWNERSHIP_PAGE", { page: found.curPage, total: Math.max(1, found.pageTotal) })}</span>
              <Button disabled={found.nextPage === null} onClick={() => go({ q, page: found.nextPage ?? page })}>
                {t("OWNERSHIP_NEXT")}
              </Button>
            </nav>
          </>
        )}
      </ReadState>
    </SupportShell>
  )
}

function OwnershipItem({ facility }: { readonly facility: FacilityOwnership }) {
  const { t } = useTranslation("support")
  return (
    <li className="support-item" data-testid="ownership-item" data-id={facility.facility_id}>
      <h3>{facility.facility_name} <small>#{facility.facility_id}</small></h3>
      <p>{t("OWNERSHIP_OWNER")}: {facility.owner?.email ?? t("OWNERSHIP_NO_OWNER")}</p>
      {facility.moderators.length === 0 ? null : (
        <ul aria-label={t("OWNERSHIP_MODERATORS")}>
          {facility.moderators.map((moderator) => (
            <li key={moderator.id}>
              {moderator.email} — {moderator.role}{moderator.permissions.length === 0 ? "" : `: ${moderator.permissions.join(", ")}`}
            </li>
          ))}
        </ul>
      )}
      {facility.pending_claims.length === 0 ? null : (
        <p>{t("OWNERSHIP_CLAIMS")}: {facility.pending_claims.map((claim) => claim.email).join(", ")}</p>
      )}
    </li>
  )
}
