import { deskFilterFromSearch, deskFilterToSearch, deskItemKey, moderationQueueQuery, moderationStates, readyMachines, type ModerationItem } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect, useRef, useState, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useSearch } from "wouter"
import { api } from "../../shared/api"
import { useToasts } from "../../shared/forms"
import { usePociechaMachine } from "../../shared/session"
import { Button } from "../../shared/ui/Button"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { QueueItem } from "./ModerationQueue"
import { DeskRejectPrompt } from "./DeskRejectPrompt"
import { OpinionReportsModal } from "./OpinionReportsModal"

/** The desk's keys (issue 18), as the machine's events. */
const keyEvents = { j: "NEXT", k: "PREVIOUS", x: "TOGGLE", a: "ACCEPT", r: "REJECT" } as const

const stateLabels = { new: "DESK_STATE_NEW", accepted: "DESK_STATE_ACCEPTED", rejected: "DESK_STATE_REJECTED" } as const

/** Keys typed into a field are the field's, not the desk's. */
const typing = (target: EventTarget) => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement

/**
 * The moderation desk (spec 4.3; management 2.9; issue 18): one page of opinions and answers of
 * the filter in the URL, moved through by keyboard — j/k move, x selects, a accepts, r rejects
 * with a reason — on the selection or the current item. Core's moderationDesk machine holds the
 * logic; this renders it and sends the keys.
 */
export function ModerationDesk() {
  const { t } = useTranslation("support")
  const search = useSearch()
  const [location, navigate] = useLocation()
  const desk = usePociechaMachine(readyMachines.moderationDesk, { input: { filter: deskFilterFromSearch(search) } })
  useToasts(desk, "support")
  const snapshot = useSelector(desk, (state) => state)
  const { filter, cursor, selected } = snapshot.context
  const queue = useQuery(moderationQueueQuery(api, filter))
  const items = useRef(new Map<number, HTMLLIElement>())
  const [reportsOf, setReportsOf] = useState<ModerationItem | null>(null)

  // The URL follows the filter, so a reload or a shared link shows the same page.
  useEffect(() => {
    const wanted = deskFilterToSearch(filter)
    if (wanted !== (search === "" ? "" : `?${search}`)) navigate(`${location}${wanted}`, { replace: true })
  }, [filter, search, location, navigate])
  useEffect(() => {
    if (queue.data !== undefined) desk.send({ type: "LOADED", items: queue.data.items.map(({ kind, id }) => ({ kind, id })) })
  }, [queue.data, desk])
  // The current item has the focus (and its visible ring) wherever the keyboard moved it.
  useEffect(() => {
    if (snapshot.matches("browsing")) items.current.get(cursor)?.focus()
  }, [cursor, snapshot, queue.data])

  const onKeyDown = (event: KeyboardEvent) => {
    if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
    const type = keyEvents[event.key as keyof typeof keyEvents]
    if (type === undefined) return
    event.preventDefault()
    desk.send({ type })
  }

  return (
    <section className="support__section" aria-labelledby="support-queue">
      <h2 id="support-queue" className="support__heading">
        {t("QUEUE_TITLE")}
        {queue.data === undefined ? null : <span className="support__count">{queue.data.itemsTotal}</span>}
      </h2>
      <p className="support__hint">{t("DESK_KEYS")}</p>
      <form
        className="support-desk__filters"
        onSubmit={(event) => {
          event.preventDefault()
          desk.send({ type: "FILTER", filter: { q: String(new FormData(event.currentTarget).get("q") ?? "") } })
        }}
      >
        <label>
          {t("DESK_STATE")}
          <select value={filter.state} onChange={(event) => desk.send({ type: "FILTER", filter: { state: moderationStates.find((state) => state === event.target.value) ?? "new" } })} data-testid="desk-state">
            {moderationStates.map((state) => <option key={state} value={state}>{t(stateLabels[state])}</option>)}
          </select>
        </label>
        <label>
          {t("DESK_ORDER")}
          <select value={filter.order} onChange={(event) => desk.send({ type: "FILTER", filter: { order: event.target.value === "newest" ? "newest" : "oldest" } })} data-testid="desk-order">
            <option value="oldest">{t("DESK_OLDEST")}</option>
            <option value="newest">{t("DESK_NEWEST")}</option>
          </select>
        </label>
        <label className="support-item__check">
          <input type="checkbox" checked={filter.reported} onChange={(event) => desk.send({ type: "FILTER", filter: { reported: event.target.checked } })} data-testid="desk-reported" />
          {t("DESK_REPORTED")}
        </label>
        <input type="search" name="q" defaultValue={filter.q} aria-label={t("DESK_SEARCH")} placeholder={t("DESK_SEARCH")} data-testid="desk-search" />
        <Button type="submit">{t("DESK_SEARCH_SUBMIT")}</Button>
      </form>
      <ReadState query={queue} isEmpty={(page) => page.items.length === 0} empty={<EmptyPlaceholder title={t("QUEUE_EMPTY")} subtitle={t("QUEUE_EMPTY_HINT")} />}>
        {(page) => (
          <>
            <ol className="support__list" data-testid="moderation-queue" onKeyDown={onKeyDown}>
              {page.items.map((item, index) => (
                <QueueItem
                  key={`${item.kind}-${item.id}-${item.queued_at}`}
                  item={item}
                  current={index === cursor}
                  onFocus={() => (index === cursor ? undefined : desk.send({ type: "FOCUS", index }))}
                  itemRef={(element) => {
                    if (element === null) items.current.delete(index)
                    else items.current.set(index, element)
                  }}
                  extra={
                    <div className="support-item__desk">
                      <label className="support-item__check">
                        <input
                          type="checkbox"
                          checked={selected.includes(deskItemKey(item))}
                          onChange={() => {
                            desk.send({ type: "FOCUS", index })
                            desk.send({ type: "TOGGLE" })
                          }}
                          data-testid="desk-select"
                        />
                        {t("DESK_SELECT")}
                      </label>
                      {item.reports > 0 ? (
                        <Button onClick={() => setReportsOf(item)} data-testid="desk-reports">
                          {t("DESK_REPORTS", { count: item.reports })}
                        </Button>
                      ) : null}
                    </div>
                  }
                />
              ))}
            </ol>
            <nav className="support-desk__pager" aria-label={t("DESK_PAGES")}>
              <Button disabled={page.prevPage === null} onClick={() => desk.send({ type: "PAGE", page: page.prevPage ?? 1 })} data-testid="desk-previous">
                {t("DESK_PREVIOUS")}
              </Button>
              <span>{t("DESK_PAGE", { page: page.curPage, total: page.pageTotal })}</span>
              <Button disabled={page.nextPage === null} onClick={() => desk.send({ type: "PAGE", page: page.nextPage ?? page.curPage })} data-testid="desk-next">
                {t("DESK_NEXT")}
              </Button>
            </nav>
          </>
        )}
      </ReadState>
      <DeskRejectPrompt
        open={snapshot.matches("rejecting")}
        count={snapshot.context.targets.length}
        reason={snapshot.context.reason}
        error={snapshot.context.reasonError}
        onReason={(reason) => desk.send({ type: "REASON", reason })}
        onSubmit={() => desk.send({ type: "SUBMIT" })}
        onCancel={() => desk.send({ type: "CANCEL" })}
      />
      {reportsOf === null ? null : <OpinionReportsModal item={reportsOf} onClose={() => setReportsOf(null)} />}
    </section>
  )
}
