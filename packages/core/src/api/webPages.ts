import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import {
  PageTemplate, PublicSite, SUBPAGE_SECTIONS_MAX, SUBPAGE_TITLE_MAX, SUBPAGES_MAX, ThemeKey, WebPage
} from "../domain/webPage"
import { WEBSITE_NAME_PATTERN } from "../domain/rules/websiteName"
import { FilledLine, Line, List, maxLengths, Text } from "./bounds"
import { BadRequestError, ForbiddenError, NotFoundError, recordErrors, TooManyRequestsError, UnauthorizedError } from "./errors"
import { DescriptionImage } from "./facilityImages"
import { PhotoUpload } from "./galleryStaff"
import { FacilityRef, RecordId, RowId } from "./ids"

/**
 * The name of a new site (management 5): one DNS label, since it becomes the subdomain. The server
 * stores it lowercased and answers WEBSITE_NAME_TAKEN under `name` when another site, even a deleted
 * one, holds it.
 */
export const WebsiteName = Schema.String.check(Schema.isPattern(WEBSITE_NAME_PATTERN, { message: "WEBSITE_NAME_INVALID" }))

/** A new site (management 2.6): its template and name; the server assigns the domain. */
export const WebPagePayload = Schema.Struct({
  template_id: RowId,
  name: WebsiteName
})
export type WebPagePayload = typeof WebPagePayload.Type

/** The changed settings of a site (management 2.6 "Other site settings"). The name is fixed once created: the domain stays taken. */
export const WebPagePatch = Schema.Struct({
  template_id: Schema.optionalKey(RowId),
  visible: Schema.optionalKey(Schema.Boolean),
  active: Schema.optionalKey(Schema.Boolean)
})
export type WebPagePatch = typeof WebPagePatch.Type

/** The host a public site is asked for (`tecza.pociecha.pl`, a port allowed; management 2.1). */
export const ByDomainPayload = Schema.Struct({ domain: Line(maxLengths.url) })

/**
 * Signing in on a facility site (issue 17): the host of the site (`tecza.pociecha.pl`, a port
 * allowed) and the page of it to go back to.
 */
export const SiteSignInPayload = Schema.Struct({
  site: FilledLine(maxLengths.url),
  back: Schema.optionalKey(Line(maxLengths.url))
})

/** Where the browser goes next: the site's `/_signin` with a one-time code (a minute long, single use). */
export const SiteSignInRedirect = Schema.Struct({ redirect: Schema.String })

/** A section as the editor sends it: HTML the server sanitises. */
export const SubpageSectionInput = Schema.Struct({
  type: Schema.Literal("rich_text"),
  rich_text: Text(maxLengths.richText)
})

const SubpageSections = List(SubpageSectionInput, SUBPAGE_SECTIONS_MAX)

/** The parent of a subpage: another subpage's id as a string, or "" for a root (management 3). */
export const SubpageParent = Schema.String.check(Schema.isPattern(/^(|[1-9][0-9]{0,9})$/, { message: "FIELD_INVALID" }))

/** A subpage the owner adds (management 2.6): always `custom`; at the end of its parent's children. */
export const SubpagePayload = Schema.Struct({
  title: FilledLine(SUBPAGE_TITLE_MAX),
  sections: SubpageSections,
  type: Schema.Literal("custom"),
  parent: Schema.optionalKey(SubpageParent)
})
export type SubpagePayload = typeof SubpagePayload.Type

/** The changed fields of a subpage. */
export const SubpagePatch = Schema.Struct({
  title: Schema.optionalKey(FilledLine(SUBPAGE_TITLE_MAX)),
  description_title: Schema.optionalKey(Line(SUBPAGE_TITLE_MAX)),
  sections: Schema.optionalKey(SubpageSections),
  parent: Schema.optionalKey(SubpageParent),
  visible: Schema.optionalKey(Schema.Boolean),
  in_menu: Schema.optionalKey(Schema.Boolean)
})
export type SubpagePatch = typeof SubpagePatch.Type

/**
 * The whole tree in display order (management 2.6 reorder and nest): every subpage of the site once,
 * with its parent; positions follow the order among siblings. A cycle or a foreign id is a 400.
 */
export const SortSubpagesPayload = Schema.Struct({
  order: List(Schema.Struct({ id: RowId, parent: SubpageParent }), SUBPAGES_MAX)
})
export type SortSubpagesPayload = typeof SortSubpagesPayload.Type

/** A template as support writes it (management 7 "Templates"). */
export const PageTemplatePayload = Schema.Struct({
  key: ThemeKey,
  name: FilledLine(maxLengths.shortText),
  description: Text(maxLengths.paragraph),
  image: Line(maxLengths.url),
  is_visible: Schema.Boolean
})
export const PageTemplatePatch = Schema.Struct({
  key: Schema.optionalKey(ThemeKey),
  name: Schema.optionalKey(FilledLine(maxLengths.shortText)),
  description: Schema.optionalKey(Text(maxLengths.paragraph)),
  image: Schema.optionalKey(Line(maxLengths.url)),
  is_visible: Schema.optionalKey(Schema.Boolean)
})

// Every call on a facility's sites is for its OWNER and ADMIN and support (management 2.6): 401
// signed out, 403 anyone else (ERROR_INSUFFICIENT_PERMISSIONS), 404 no such facility, site or subpage.
const FacilitySites = { facility_id: FacilityRef.id }
const OneSite = { ...FacilitySites, id: RecordId }
const SiteSubpages = { ...FacilitySites, web_page_id: RecordId }
const OneSubpage = { ...SiteSubpages, id: RecordId }

/** Facility websites (management 2.5, 2.6, 7 "Web pages"): the builder's calls and the public site's lookup. */
export const WebPagesGroup = HttpApiGroup.make("webPages")
  .add(
    HttpApiEndpoint.post("byDomain", "/v1/web-pages/web-page/by-domain", {
      payload: ByDomainPayload,
      success: WebPage,
      // 404 error/web-page-not-found: no visible, active site answers on this host (WEBPAGE_DOMAIN_NOT_EXIST).
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.post("siteSignIn", "/v1/web-pages/site-sign-in", {
      payload: SiteSignInPayload,
      success: SiteSignInRedirect,
      // Any signed-in account (the site then shows it what its membership opens); 404
      // error/web-page-not-found for a host with no site to sign in on.
      error: [BadRequestError, UnauthorizedError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.get("publicSite", "/v1/web-pages/:facility_id/public-site", {
      params: FacilitySites,
      success: PublicSite,
      // Everyone: 404 error/web-page-not-found when the facility shows no site (none, hidden, inactive or deleted).
      error: [BadRequestError, NotFoundError]
    })
  )
  .add(HttpApiEndpoint.get("list", "/v1/web-pages/:facility_id", { params: FacilitySites, success: Schema.Array(WebPage), error: recordErrors }))
  .add(
    HttpApiEndpoint.post("create", "/v1/web-pages/:facility_id", {
      params: FacilitySites,
      payload: WebPagePayload,
      success: WebPage.pipe(HttpApiSchema.status(201)),
      // 400 WEBSITE_NAME_INVALID / WEBSITE_NAME_TAKEN under `name`, FIELD_INVALID under `template_id`;
      // 403 ERROR_ACTION_LIMIT_MET: the facility has as many sites as its package allows (limit `web_pages`).
      error: recordErrors
    })
  )
  .add(HttpApiEndpoint.get("one", "/v1/web-pages/:facility_id/web-page/:id", { params: OneSite, success: WebPage, error: recordErrors }))
  .add(
    HttpApiEndpoint.patch("update", "/v1/web-pages/:facility_id/web-page/:id", {
      params: OneSite,
      payload: WebPagePatch,
      success: WebPage,
      error: recordErrors
    })
  )
  // Soft: the site is gone, its name stays taken (management 4).
  .add(HttpApiEndpoint.delete("remove", "/v1/web-pages/:facility_id/web-page/:id", { params: OneSite, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("addSubpage", "/v1/web-pages/:facility_id/web-page/:web_page_id/subpages", {
      params: SiteSubpages,
      payload: SubpagePayload,
      success: WebPage,
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.patch("updateSubpage", "/v1/web-pages/:facility_id/web-page/:web_page_id/subpages/:id", {
      params: OneSubpage,
      payload: SubpagePatch,
      success: WebPage,
      // 400 FIELD_INVALID under `parent`: a parent not of this site, the subpage itself or one of its descendants.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.delete("removeSubpage", "/v1/web-pages/:facility_id/web-page/:web_page_id/subpages/:id", {
      params: OneSubpage,
      success: WebPage,
      // 400 WEBSITE_LAST_SUBPAGE: at least one subpage remains (management 5). Its children become roots.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("sortSubpages", "/v1/web-pages/:facility_id/web-page/:web_page_id/sort-subpages", {
      params: SiteSubpages,
      payload: SortSubpagesPayload,
      success: WebPage,
      // 400 FIELD_INVALID under `order`: not every subpage of the site once, or a cycle.
      error: recordErrors
    })
  )

/** Website templates (management 2.6, 7): everyone reads the visible ones; support writes them. */
export const PageTemplatesGroup = HttpApiGroup.make("pageTemplates")
  .add(
    HttpApiEndpoint.get("list", "/v1/page-templates", {
      // `all=true`: the hidden templates too, for support editing them (403 for anyone else).
      query: { all: Schema.optionalKey(Schema.Literal("true")) },
      success: Schema.Array(PageTemplate),
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(
    HttpApiEndpoint.post("create", "/v1/page-templates", {
      payload: PageTemplatePayload,
      success: PageTemplate.pipe(HttpApiSchema.status(201)),
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("uploadImage", "/v1/page-templates/images", {
      payload: PhotoUpload,
      // The stored picture's URL under /files/templates/, which the template's `image` then takes
      // (management 2.9: the avatar input, its crop free). Support only: 401 signed out, 403 anyone
      // else; 400 not an image (INVALID_FILE_FORMAT) or over 5 MB (FILE_TOO_LARGE) under `file`;
      // 429 too many uploads an hour.
      success: DescriptionImage,
      error: [BadRequestError, UnauthorizedError, ForbiddenError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.patch("update", "/v1/page-templates/:id", {
      params: { id: RecordId },
      payload: PageTemplatePatch,
      success: PageTemplate,
      error: recordErrors
    })
  )
  .add(HttpApiEndpoint.delete("remove", "/v1/page-templates/:id", { params: { id: RecordId }, error: recordErrors }))
