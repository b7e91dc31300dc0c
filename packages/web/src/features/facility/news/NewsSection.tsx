import {
  facilityNewsQuery, facilityRefOf, myMembershipsQuery, privateNewsInvitation, type FacilityIdentity, type FacilityStatus, type Page,
  type Publication
} from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { useSessionUser } from "../../../shared/auth/session"
import { Button } from "../../../shared/ui/Button"
import { ReadState } from "../../../shared/ui/ReadState"
import { Section } from "../sections/Section"
import { NewsEntry } from "./NewsEntry"
import "./news.css"

export interface NewsSectionProps {
  readonly facility: FacilityIdentity & { readonly status: FacilityStatus }
  /** A reader chose to subscribe to read the private posts: the profile's own subscription flow takes it from here (spec 4.5, 4.8). */
  readonly onSubscribe: () => void
}

/**
 * The facility's news on its profile (spec 3.12; issue 17), newest first, a page at a time: what
 * the server lets this reader see — the public items to everyone, the private ones too to its
 * confirmed members, those for staff to its staff — and, for one who does not read the private
 * ones, why and how to. A facility with no news that is not premium (so cannot publish) keeps its
 * profile as it was, as does one whose news cannot be read.
 */
export default function NewsSection({ facility, onSubscribe }: NewsSectionProps) {
  const { t } = useTranslation("facility")
  const readerId = useSessionUser()?.id ?? null
  const ref = facilityRefOf(facility)
  const first = useQuery(facilityNewsQuery(api, ref, readerId, 1))
  // The news add to the profile: when they cannot be read, the profile is shown as it was.
  if ((first.data === undefined && first.isError) || (first.data?.items.length === 0 && facility.status !== "premium")) return null
  return (
    <Section id="news" title={t("NEWS")}>
      <ReadState query={first} isEmpty={(page) => page.items.length === 0} empty={<p className="news__empty">{t("NEWS_EMPTY")}</p>}>
        {/* Another reader (one who signed in) reads from the first page again. */}
        {(page) => <NewsPages key={readerId ?? "guest"} facilityRef={ref} readerId={readerId} first={page} />}
      </ReadState>
      <PrivateNewsNote facilityId={facility.id} onSubscribe={onSubscribe} />
    </Section>
  )
}

/** Whose news are read, and by whom (null: a guest). */
interface NewsSource {
  readonly facilityRef: string
  readonly readerId: string | null
}

/** The pages read so far, one under another (the first as the section read it); the last offers the older ones. */
function NewsPages({ facilityRef, readerId, first }: NewsSource & { readonly first: Page<Publication> }) {
  const [pages, setPages] = useState(1)
  return (
    <div className="news" data-testid="news">
      <NewsList data={first} last={pages === 1} onMore={() => setPages(2)} />
      {Array.from({ length: pages - 1 }, (_, index) => (
        <OlderNews key={index} facilityRef={facilityRef} readerId={readerId} page={index + 2} last={index + 2 === pages} onMore={() => setPages(index + 3)} />
      ))}
    </div>
  )
}

function OlderNews({ facilityRef, readerId, page, ...list }: NewsSource & { readonly page: number } & Omit<NewsListProps, "data">) {
  return <ReadState query={useQuery(facilityNewsQuery(api, facilityRef, readerId, page))}>{(data) => <NewsList data={data} {...list} />}</ReadState>
}

interface NewsListProps {
  readonly data: Page<Publication>
  /** The last page read so far: it offers the next one. */
  readonly last: boolean
  readonly onMore: () => void
}

function NewsList({ data, last, onMore }: NewsListProps) {
  const { t } = useTranslation("facility")
  return (
    <>
      <ul className="news__list" aria-label={data.curPage === 1 ? t("NEWS") : t("NEWS_PAGE", { page: data.curPage })}>
        {data.items.map((publication) => (
          <li key={publication.id}>
            <NewsEntry publication={publication} />
          </li>
        ))}
      </ul>
      {last && data.nextPage !== null && (
        <Button className="news__more" onClick={onMore} data-testid="news-more">
          {t("SHOW_OLDER_NEWS")}
        </Button>
      )}
    </>
  )
}

/**
 * For one who does not read the private posts (core's privateNewsInvitation): a guest or a
 * stranger is invited to subscribe, one whose subscription waits is told they will see them once
 * it is confirmed; nothing for those who read them, nor before their membership is known.
 */
function PrivateNewsNote({ facilityId, onSubscribe }: { readonly facilityId: number; readonly onSubscribe: () => void }) {
  const { t } = useTranslation("facility")
  const user = useSessionUser()
  const mine = useQuery({ ...myMembershipsQuery(api, user?.id ?? ""), enabled: user !== null })
  if (user !== null && mine.data === undefined) return null
  const membership = mine.data?.find((item) => item.facility_id === facilityId) ?? null
  const invitation = privateNewsInvitation(user, facilityId, membership)
  if (invitation === null) return null
  return (
    <div className="news__invitation" data-testid="news-invitation">
      <p>{t(invitation === "subscribe" ? "NEWS_SUBSCRIBE_INVITATION" : "NEWS_AWAITING_CONFIRMATION")}</p>
      {invitation === "subscribe" && (
        <Button variant="primary" onClick={onSubscribe} data-testid="news-subscribe">
          {t("NEWS_SUBSCRIBE")}
        </Button>
      )}
    </div>
  )
}
