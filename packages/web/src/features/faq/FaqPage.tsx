import { faqPageQuery, faqPageTexts, type FaqItem, type FaqPage as FaqPageData, type FaqSection } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { useLanguage } from "../../shared/i18n/useLanguage"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { ReadState } from "../../shared/ui/ReadState"
import { FaqAnswer } from "./FaqAnswer"
import { FaqSearch } from "./FaqSearch"
import { FaqTabs } from "./FaqTabs"
import { useLocationHash } from "./useLocationHash"
import "./faq.css"

/** Where the presentation of the new version is booked (the price list page's form). */
const PRESENTATION_PAGE = "/dla-placowek/cennik"

function Block({ item, modifier }: { readonly item: FaqItem | null; readonly modifier: "banner" | "changes" }) {
  if (item === null) return null
  return (
    <section className={`faq-block faq-block--${modifier} card`} aria-labelledby={`faq-${modifier}`}>
      <h2 id={`faq-${modifier}`}>{item.title}</h2>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.body_html }} />
    </section>
  )
}

function Answers({ page, q }: { readonly page: FaqPageData; readonly q: string }) {
  const { t } = useTranslation("faq")
  const hash = useLocationHash()
  // The answer a link names is opened above, then brought into view once it is there.
  useEffect(() => {
    if (hash !== "") document.getElementById(hash)?.scrollIntoView()
  }, [hash, page])
  const untranslated = [page.banner, page.changes, ...page.entries].some((item) => item !== null && !item.translated)
  return (
    <>
      {untranslated ? <p className="faq-page__notice" role="note">{t("NOT_TRANSLATED")}</p> : null}
      <Block item={page.banner} modifier="banner" />
      <Block item={page.changes} modifier="changes" />
      {page.entries.length === 0 && q !== "" ? <p className="faq-page__empty">{t("NO_RESULTS", { q })}</p> : null}
      <div className="faq-page__answers">
        {page.entries.map((entry) => <FaqAnswer key={entry.id} entry={entry} open={entry.slug === hash} />)}
      </div>
    </>
  )
}

/**
 * A FAQ section's page (public-side 2.13): its tabs, a search over its questions and answers (in
 * the URL), its banner and changes blocks and its answers, each linkable. The server sends the
 * unsearched page with it, in the reader's language.
 */
export default function FaqPage({ section }: { readonly section: FaqSection }) {
  const { t } = useTranslation("faq")
  const { language } = useLanguage()
  const [search] = useSearchParams()
  const [path, navigate] = useLocation()
  const q = search.get("q") ?? ""
  const text = faqPageTexts[language][section]
  usePageTitle(text.title, text.description)
  const query = useQuery(faqPageQuery(api, section, language, q))
  return (
    <div className="container faq-page">
      <Breadcrumbs items={[{ label: text.title }]} />
      <h1>{text.title}</h1>
      <p className="faq-page__lead">{text.description}</p>
      <FaqTabs current={section} language={language} />
      <FaqSearch key={`${section}-${q}`} q={q} onSearch={(words) => navigate(words === "" ? path : `${path}?q=${encodeURIComponent(words)}`)} />
      {section === "info" ? (
        <aside className="faq-presentation card" aria-labelledby="faq-presentation">
          <h2 id="faq-presentation">{t("PRESENTATION_TITLE")}</h2>
          <p>{t("PRESENTATION_TEXT")}</p>
          <Link className="button button--primary" href={PRESENTATION_PAGE}>{t("PRESENTATION_LINK")}</Link>
        </aside>
      ) : null}
      <ReadState query={query}>{(page) => <Answers page={page} q={q} />}</ReadState>
    </div>
  )
}
