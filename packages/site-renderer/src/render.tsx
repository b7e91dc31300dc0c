import { facilityJsonLd, scriptJson, type Subpage, type SubpageType } from "@pociecha/core"
import type { ComponentType } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { themeAssetUrl } from "./assets"
import { Document, type PageMeta } from "./layout/Document"
import { SiteLayout } from "./layout/SiteLayout"
import { type Messages, messagesOf } from "./messages"
import { AboutPage, type CardPageProps, DayPlanPage, GalleryPage, MainPage, RecruitmentPage, StaffPage } from "./pages/cardPages"
import { ContactPage } from "./pages/ContactPage"
import { NewsEntryPage, NewsListPage } from "./pages/NewsPages"
import { PageNotFound, SiteMissingPage } from "./pages/NotFoundPages"
import { RichSections } from "./parts/RichSections"
import { plainText } from "./seo/plainText"
import type { SiteOf, SitePageView } from "./view"

/** A custom subpage shows its title; its content is its rich-text sections, which every subpage shows. */
const CustomPage = ({ subpage }: CardPageProps) => <h1>{subpage.title}</h1>

/** What each subpage type reads from the card (issue 17); its own sections follow in every case. */
const pagesByType: Readonly<Record<SubpageType, ComponentType<CardPageProps>>> = {
  main: MainPage,
  about: AboutPage,
  gallery: GalleryPage,
  staff: StaffPage,
  day_plan: DayPlanPage,
  recruitment: RecruitmentPage,
  news: NewsListPage,
  contact: ContactPage,
  custom: CustomPage
}

function SubpageContent(props: CardPageProps) {
  const Page = pagesByType[props.subpage.type]
  return (
    <>
      <Page {...props} />
      <RichSections sections={props.subpage.sections} />
    </>
  )
}

/** The page's title, description and structured data: what search engines and link previews read. */
function siteMeta(view: SitePageView, site: SiteOf, t: Messages): PageMeta {
  const { facility } = site
  // absolute, for link previews fetched from elsewhere
  const image = facility.avatar === null ? themeAssetUrl(view.urls, view.theme, "hero.svg") : new URL(facility.avatar, view.urls.siteOrigin).href
  const described = (text: string) => (text === "" ? plainText(facility.description) : text)
  const structuredData = scriptJson(facilityJsonLd(facility, { url: view.urls.siteOrigin + "/", preschool: site.preschool, image, contact: site.contact }))
  const titled = (title: string) => `${title} – ${facility.name}`
  const { current } = view
  if (current.kind === "newsEntry") {
    return { title: titled(current.publication.title), description: plainText(current.publication.content), image, structuredData }
  }
  if (current.kind === "notFound") return { title: titled(t.ERROR_PAGE_NOT_FOUND), description: "", image, noindex: true }
  const subpage: Subpage = current.subpage
  return {
    title: subpage.type === "main" ? facility.name : titled(subpage.title),
    description: described(subpage.description_title),
    image,
    structuredData
  }
}

function SitePage({ view }: { view: SitePageView }) {
  const t = messagesOf(view.lang)
  const { site, current } = view
  if (site === null) {
    const meta = { title: t.ERROR_PAGE_TITLE, description: t.WEBPAGE_DOMAIN_NOT_EXIST, image: themeAssetUrl(view.urls, view.theme, "not-found.svg"), noindex: true }
    return <Document view={view} meta={meta}><SiteMissingPage view={view} t={t} /></Document>
  }
  return (
    <Document view={view} meta={siteMeta(view, site, t)}>
      <SiteLayout view={view} site={site} t={t}>
        {current.kind === "subpage" ? <SubpageContent view={view} site={site} subpage={current.subpage} t={t} />
          : current.kind === "newsEntry" ? <NewsEntryPage publication={current.publication} t={t} />
          : <PageNotFound view={view} t={t} />}
      </SiteLayout>
    </Document>
  )
}

/**
 * One page of a facility website as a complete HTML document. `renderToStaticMarkup` rather than a
 * stream: the page ships no script to hydrate, the server caches the whole string per site and page,
 * and a synchronous render of a page this size is quicker than setting up a stream.
 */
export function renderSitePage(view: SitePageView): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<SitePage view={view} />)}`
}

/** The HTTP status a page is served with: 404 for a missing site or page, else 200. */
export function sitePageStatus(view: Pick<SitePageView, "site" | "current">): 200 | 404 {
  return view.site === null || view.current.kind === "notFound" ? 404 : 200
}
