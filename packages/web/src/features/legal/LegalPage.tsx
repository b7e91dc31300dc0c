import { legalDocumentQuery, legalKindOfPage, type LegalDocument } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { useParams } from "wouter"
import { api } from "../../shared/api"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { ReadState } from "../../shared/ui/ReadState"
import "./legal.css"

/** One version of a text: its breadcrumbs (MAIN_SITE → its title), its title, which version it is and since when, and the text itself. */
function LegalText({ document }: { readonly document: LegalDocument }) {
  const { t } = useTranslation("legal")
  usePageTitle(document.title)
  return (
    <>
      <Breadcrumbs items={[{ label: document.title }]} />
      <article className="legal card" data-testid="legal-text">
        <h1 className="legal__title">{document.title}</h1>
        <p className="legal__version">{t("VERSION_OF", { version: document.version, date: document.published_on })}</p>
        {/* Written by content staff and sanitised on the server with the rich-text allow-list. */}
        <div className="legal__body" dangerouslySetInnerHTML={{ __html: document.body_html }} />
      </article>
    </>
  )
}

/**
 * A legal page (/regulamin, /polityka-prywatnosci, /owu, /polityka-cookies): the version in force
 * of its text, as the server also sends it with the page (for crawlers and a fast first view).
 * The texts are Polish only: they are the binding version.
 */
export default function LegalPage() {
  const kind = legalKindOfPage(useParams<{ legal: string }>().legal ?? "")
  const query = useQuery({ ...legalDocumentQuery(api, kind ?? "regulations"), enabled: kind !== null })
  if (kind === null) return <NotFoundPage />
  return (
    <main className="container legal-page">
      <ReadState query={query}>{(document) => <LegalText document={document} />}</ReadState>
    </main>
  )
}
