import { formatDate, type Publication, type PublicationAttachment } from "@pociecha/core"
import type { Messages, MessageKey } from "../messages"
import { newsEntryPath, newsListPath } from "../navigation"
import { plainText } from "../seo/plainText"
import { FileIcon } from "../parts/FileIcon"
import { RichText } from "../parts/RichSections"
import type { NewsPage, SitePageView } from "../view"
import type { CardPageProps } from "./cardPages"

const PrivateLabel = ({ publication, t }: { publication: Publication; t: Messages }) =>
  publication.visibility === "public" ? null : <span className="badge">{t.PRIVATE_POST}</span>

/** Pages of the news list as plain links (works without JavaScript); none when one page holds all. */
function Pager({ news, t }: { news: NewsPage; t: Messages }) {
  if (news.pages <= 1) return null
  return (
    <nav className="pager" aria-label={t.NEWS_PAGES}>
      {news.page > 1 ? <a href={newsListPath(news.page - 1)} rel="prev">{t.PREVIOUS}</a> : null}
      <span>{t.PAGE} {news.page} / {news.pages}</span>
      {news.page < news.pages ? <a href={newsListPath(news.page + 1)} rel="next">{t.NEXT}</a> : null}
    </nav>
  )
}

/** A guest is told that signing in shows the posts for parents too (issue 17: private posts). */
function SignInHint({ view, t }: { view: SitePageView; t: Messages }) {
  if (view.viewer.signedIn) return null
  return <p className="card">{t.SIGN_IN_FOR_MORE} <a href={view.urls.signInUrl}>{t.SIGN_IN}</a></p>
}

/** The news subpage (`aktualnosci`): the facility's posts the viewer may read, newest first, paged. */
export function NewsListPage({ view, subpage, t }: CardPageProps) {
  return (
    <>
      <h1>{subpage.title}</h1>
      <SignInHint view={view} t={t} />
      {view.news.items.length === 0 ? <p>{t.NOTHING_HERE}</p> : (
        <ul className="news">
          {view.news.items.map((item) => (
            <li key={item.id} className="card">
              <h2><a href={newsEntryPath(item.id)}>{item.title}</a></h2>
              <p><time className="date" dateTime={new Date(item.created_at).toISOString()}>{formatDate(item.created_at)}</time> <PrivateLabel publication={item} t={t} /></p>
              <p>{plainText(item.content, 240)}</p>
            </li>
          ))}
        </ul>
      )}
      <Pager news={view.news} t={t} />
    </>
  )
}

const fileLabels: Readonly<Record<"movie" | "pdf" | "excel" | "word" | "file", MessageKey>> = {
  movie: "FILE_MOVIE", pdf: "FILE_PDF", excel: "FILE_EXCEL", word: "FILE_WORD", file: "FILE_OTHER"
}

/**
 * A news entry's attachments (spec 3.15): images shown, everything else a download link with its
 * kind's icon and name. The kind is the one the server gave each file with core's classifyAttachment
 * when it was stored, from the file itself, which a renamed file cannot fool.
 */
function Attachments({ attachments, t }: { attachments: ReadonlyArray<PublicationAttachment>; t: Messages }) {
  if (attachments.length === 0) return null
  const classified = attachments.map((attachment) => ({ attachment, kind: attachment.type }))
  const images = classified.filter(({ kind }) => kind === "image")
  const files = classified.flatMap(({ attachment, kind }) => (kind === "image" ? [] : [{ attachment, kind }]))
  return (
    <section aria-labelledby="attachments">
      <h2 id="attachments">{t.ATTACHMENTS}</h2>
      {images.length === 0 ? null : (
        <ul className="grid">
          {images.map(({ attachment }) => (
            <li key={attachment.url}><img src={attachment.url} alt={attachment.name} loading="lazy" /></li>
          ))}
        </ul>
      )}
      {files.length === 0 ? null : (
        <ul className="files">
          {files.map(({ attachment, kind }) => (
            <li key={attachment.url} data-kind={kind}>
              <FileIcon kind={kind} />
              <a href={attachment.url} download={attachment.name}>{attachment.name}</a>
              <span className="small">({t[fileLabels[kind]]})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** One news entry (`/aktualnosci/:id`): title, date, its sanitised content and attachments. */
export function NewsEntryPage({ publication, t }: { publication: Publication; t: Messages }) {
  return (
    <article>
      <h1>{publication.title}</h1>
      <p><time className="date" dateTime={new Date(publication.created_at).toISOString()}>{formatDate(publication.created_at)}</time> <PrivateLabel publication={publication} t={t} /></p>
      <RichText html={publication.content} />
      <Attachments attachments={publication.attachments} t={t} />
    </article>
  )
}
