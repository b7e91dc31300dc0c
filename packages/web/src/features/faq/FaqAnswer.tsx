import type { FaqItem } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/**
 * A question and its answer, folded; the one the URL's fragment names (`/faq/rodzic#slug`) is
 * open. The answer's link is its own address, to copy or share.
 */
export function FaqAnswer({ entry, open }: { readonly entry: FaqItem; readonly open: boolean }) {
  const { t } = useTranslation("faq")
  return (
    <details className="faq-entry" id={entry.slug} open={open}>
      <summary className="faq-entry__question">
        <h2>{entry.title}</h2>
      </summary>
      {/* Written by content staff and sanitised on the server with the rich-text allow-list. */}
      <div className="faq-entry__answer rich-text" dangerouslySetInnerHTML={{ __html: entry.body_html }} />
      <a className="faq-entry__link" href={`#${entry.slug}`}>{t("ANSWER_LINK")}</a>
    </details>
  )
}
