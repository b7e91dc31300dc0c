import { htmlLang } from "@pociecha/core"
import type { ReactNode } from "react"
import { PREFERENCES_ISLAND } from "../assets"
import { themeIcon } from "../theme/icon"
import { siteStylesheet } from "../theme/styles"
import type { SitePageView } from "../view"

/** What a page tells search engines and link previews (issue 17 "Found by search engines"). */
export interface PageMeta {
  readonly title: string
  readonly description: string
  /** Absolute URL of the image link previews show: the facility's logo or the theme's hero. */
  readonly image: string
  /** Already serialised with core's scriptJson; absent on pages that describe no facility. */
  readonly structuredData?: string
  /** Whether crawlers should leave the page out (a not-found page). */
  readonly noindex?: boolean
}

/** The classes on `<html>` that paint the visitor's preferences on the first frame (no flash). */
export function preferenceClasses(view: Pick<SitePageView, "preferences" | "theme">): string {
  const { scheme, fontSize, contrast } = view.preferences
  return [
    `theme-${view.theme}`,
    `scheme-${scheme}`,
    ...(fontSize === "normal" ? [] : [`font-${fontSize}`]),
    ...(contrast ? ["contrast-high"] : [])
  ].join(" ")
}

/** The whole document: head with its meta, one inlined stylesheet and the small island, then the body. */
export function Document({ view, meta, children }: { view: SitePageView; meta: PageMeta; children: ReactNode }) {
  const canonical = view.urls.siteOrigin + view.path
  return (
    <html lang={htmlLang(view.lang)} className={preferenceClasses(view)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex === true ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={meta.image} />
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="icon" type="image/svg+xml" href={themeIcon(view.theme)} />
        <style dangerouslySetInnerHTML={{ __html: siteStylesheet(view.theme, view.urls.assetBase) }} />
        {/* the optional island: the display settings without a reload; the page works without it */}
        <script type="module" src={`${view.urls.assetBase}/${PREFERENCES_ISLAND}`} />
        {meta.structuredData === undefined ? null : (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: meta.structuredData }} />
        )}
      </head>
      <body>{children}</body>
    </html>
  )
}
