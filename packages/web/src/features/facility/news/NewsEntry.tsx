import { formatDate, type Publication } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { StatusPill } from "../../../shared/ui/StatusPill"
import { NewsAttachments } from "./NewsAttachments"

/**
 * One news item as a reader of the profile sees it (spec 3.12): its title, when it was published,
 * a badge when it is not for everyone (private: subscribers; admin_only: the facility's staff),
 * its content — HTML the server sanitised with its allow-list when it was saved, so rendered as
 * it is — and its files.
 */
export function NewsEntry({ publication }: { readonly publication: Publication }) {
  const { t } = useTranslation("facility")
  const { visibility } = publication
  return (
    <article className="news-entry" aria-labelledby={`news-${publication.id}`} data-testid="news-entry">
      <header className="news-entry__head">
        <h3 className="news-entry__title" id={`news-${publication.id}`}>
          {publication.title}
        </h3>
        {visibility === "public" ? null : (
          <StatusPill tone={visibility === "private" ? "orange" : "grey"} testId="news-visibility">
            {t(visibility === "private" ? "NEWS_PRIVATE" : "NEWS_ADMIN_ONLY")}
          </StatusPill>
        )}
        <time className="news-entry__date" dateTime={new Date(publication.created_at).toISOString()}>
          {formatDate(publication.created_at)}
        </time>
      </header>
      <div className="news-entry__content facility-description" dangerouslySetInnerHTML={{ __html: publication.content }} />
      <NewsAttachments files={publication.attachments} />
    </article>
  )
}
