import {
  apiError, freeSubpageSlug, hasParentCycle, maxLengths, NEWS_SUBPAGE_SLUG, safeReturnPath, siteOfHost, subdomainOf, websiteNameProblem,
  type SortSubpagesPayload, type SubpagePatch, type SubpagePayload, type SubpageSection, type SubpageType, type ViewerClaims,
  type WebPagePatch, type WebPagePayload
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { policyUse, type AuthorizedActor } from "../../policy/policy"
import type { FacilityFacts } from "../../repositories/facilityRepository"
import { SiteSignInRepository } from "../../repositories/siteSignInRepository"
import { WebPageRepository, type SubpageFields, type SubpageRow } from "../../repositories/webPageRepository"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { ServerConfig } from "../../services"
import { SITE_SIGN_IN_RETURN } from "../sites/siteSignIn"

/** A field the server refuses: 400 with its message under it. */
const refused = (field: string, message: string) => Effect.fail(apiError("ERROR_BAD_REQUEST", { [field]: [message] }))

/**
 * The subpages a new site starts with (issue 17: filled from the card), in menu order, with their
 * Polish titles: each reads the facility's card live, so their sections start empty.
 */
const starterSubpages: ReadonlyArray<readonly [SubpageType, string]> = [
  ["main", "Strona główna"],
  ["about", "O nas"],
  ["gallery", "Galeria"],
  ["staff", "Kadra"],
  ["day_plan", "Plan dnia"],
  ["recruitment", "Rekrutacja"],
  ["news", "Aktualności"],
  ["contact", "Kontakt"]
]

const startingSubpages = (): ReadonlyArray<SubpageFields> =>
  starterSubpages.reduce<Array<SubpageFields>>((made, [type, title]) => [...made, {
    // The news keeps the slug its entries' URLs are made of (management 2.5, 9).
    slug: type === "news" ? NEWS_SUBPAGE_SLUG : freeSubpageSlug(title, made.map((subpage) => subpage.slug)),
    title,
    description_title: "",
    type,
    parent_id: null,
    visible: true,
    in_menu: true,
    sections: []
  }], [])

/** Sections as stored: the HTML sanitised, and still within bounds once it is (sanitising adds each link's rel). */
const storedSections = (sections: ReadonlyArray<SubpageSection>) =>
  Effect.gen(function*() {
    const stored = sections.map((section) => ({ type: section.type, rich_text: sanitizeRichText(section.rich_text) }))
    if (stored.some((section) => section.rich_text.length > maxLengths.richText)) return yield* refused("sections", "TEXT_TOO_LONG")
    return stored
  })

/** A parent as stored: null for a root; 400 under `parent` for one that is not a subpage of the site. */
const parentId = (parent: string, rows: ReadonlyArray<SubpageRow>) =>
  parent === "" ? Effect.succeed(null)
  : rows.some((row) => String(row.id) === parent) ? Effect.succeed(Number(parent))
  : refused("parent", "FIELD_INVALID")

/** The subpage of the site under the id, or 404. */
const subpageIn = (rows: ReadonlyArray<SubpageRow>, id: number) => {
  const row = rows.find((candidate) => candidate.id === id)
  return row === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(row)
}

const makeWebPageService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const webPages = yield* WebPageRepository
  const codes = yield* SiteSignInRepository
  const { siteDomain, appEnv } = yield* ServerConfig

  /** A template the builder offers, or 400 under `template_id`. */
  const offeredTemplate = (templateId: number) =>
    Effect.flatMap(webPages.isOfferedTemplate(templateId), (offered) => (offered ? Effect.void : refused("template_id", "FIELD_INVALID")))

  /**
   * A new site of the facility with its starting subpages, in one transaction: the name checked
   * by core's rule and free (400 WEBSITE_NAME_TAKEN otherwise, also for a deleted site's), within
   * the package's `web_pages` (`mayCreate`, the web page policy's canCreate, run under the facility's
   * lock inside the transaction). Its id.
   */
  const create = <E, R>(
    facility: FacilityFacts,
    creator: ViewerClaims,
    payload: WebPagePayload,
    mayCreate: Effect.Effect<AuthorizedActor<"webPage", "create">, E, R>
  ) =>
    Effect.gen(function*() {
      const problem = websiteNameProblem(payload.name)
      if (problem !== null) return yield* refused("name", problem)
      yield* offeredTemplate(payload.template_id)
      const id = yield* inTransaction(sql, webPages.create(facility.id, creator.accountId, {
        templateId: payload.template_id,
        name: subdomainOf(payload.name),
        subpages: startingSubpages()
      }).pipe(policyUse(mayCreate)))
      return id ?? (yield* refused("name", "WEBSITE_NAME_TAKEN"))
    })

  /** Changes a site's settings (404 for none of the facility's). */
  const update = (facility: FacilityFacts, id: number, patch: WebPagePatch) =>
    Effect.gen(function*() {
      yield* webPages.findOr404(facility.id, id)
      if (patch.template_id !== undefined) yield* offeredTemplate(patch.template_id)
      if (Object.keys(patch).length > 0) yield* webPages.update(id, patch)
    })

  /** Deletes a site of the facility (404 for none); its domain stays taken. */
  const remove = (facility: FacilityFacts, id: number) =>
    Effect.andThen(webPages.findOr404(facility.id, id), webPages.remove(id))

  /** Runs a change of a site's subpages (404 for no such site) in one transaction, over its subpages read under its lock. */
  const onSubpages = <A, E, R>(facility: FacilityFacts, webPageId: number, change: (rows: ReadonlyArray<SubpageRow>) => Effect.Effect<A, E, R>) =>
    Effect.andThen(
      webPages.findOr404(facility.id, webPageId),
      inTransaction(sql, Effect.flatMap(webPages.subpageRows(webPageId), change))
    )

  /** Adds a `custom` subpage at the end, its slug made from its title and free on the site. */
  const addSubpage = (facility: FacilityFacts, webPageId: number, payload: SubpagePayload) =>
    onSubpages(facility, webPageId, (rows) =>
      Effect.gen(function*() {
        const title = payload.title.trim()
        yield* webPages.addSubpage(webPageId, {
          slug: freeSubpageSlug(title, rows.map((row) => row.slug)),
          title,
          description_title: "",
          type: payload.type,
          parent_id: yield* parentId(payload.parent ?? "", rows),
          visible: true,
          in_menu: true,
          sections: yield* storedSections(payload.sections)
        })
      }))

  /**
   * Changes a subpage (404 for none of the site's). Its slug stays, so links to it keep working. A
   * new parent must be another subpage of the site that is not below it (400 under `parent`).
   */
  const updateSubpage = (facility: FacilityFacts, webPageId: number, id: number, patch: SubpagePatch) =>
    onSubpages(facility, webPageId, (rows) =>
      Effect.gen(function*() {
        yield* subpageIn(rows, id)
        const changes: { -readonly [K in keyof SubpageFields]?: SubpageFields[K] } = {}
        if (patch.title !== undefined) changes.title = patch.title.trim()
        if (patch.description_title !== undefined) changes.description_title = patch.description_title.trim()
        if (patch.visible !== undefined) changes.visible = patch.visible
        if (patch.in_menu !== undefined) changes.in_menu = patch.in_menu
        if (patch.sections !== undefined) changes.sections = yield* storedSections(patch.sections)
        if (patch.parent !== undefined) {
          const parent = patch.parent
          const moved = rows.map((row) => (row.id === id ? { ...row, parent } : row))
          if (parent === String(id) || hasParentCycle(moved)) return yield* refused("parent", "FIELD_INVALID")
          changes.parent_id = yield* parentId(parent, rows)
        }
        if (Object.keys(changes).length > 0) yield* webPages.updateSubpage(webPageId, id, changes)
      }))

  /** Deletes a subpage (404 for none of the site's) but the last one (400 WEBSITE_LAST_SUBPAGE, management 5); its children become roots. */
  const removeSubpage = (facility: FacilityFacts, webPageId: number, id: number) =>
    onSubpages(facility, webPageId, (rows) =>
      Effect.gen(function*() {
        yield* subpageIn(rows, id)
        if (rows.length === 1) return yield* refused("id", "WEBSITE_LAST_SUBPAGE")
        yield* webPages.removeSubpage(webPageId, id)
      }))

  /**
   * Orders and nests the subpages at once: the order must name every subpage of the site once,
   * each parent another of them, without a cycle (400 under `order` otherwise).
   */
  const sortSubpages = (facility: FacilityFacts, webPageId: number, payload: SortSubpagesPayload) =>
    onSubpages(facility, webPageId, (rows) => {
      const ids = new Set(payload.order.map((entry) => String(entry.id)))
      const complete = ids.size === payload.order.length && payload.order.length === rows.length &&
        rows.every((row) => ids.has(String(row.id)))
      const nested = payload.order.every((entry) => entry.parent === "" || (entry.parent !== String(entry.id) && ids.has(entry.parent)))
      return complete && nested && !hasParentCycle(payload.order)
        ? webPages.sortSubpages(webPageId, payload.order)
        : refused("order", "FIELD_INVALID")
    })

  /** The site the public sees on a host (`{name}.{SITE_DOMAIN}` or a custom host); 404 ERROR_WEB_PAGE_NOT_FOUND for none. */
  const byDomain = (domain: string) =>
    Effect.gen(function*() {
      const host = siteOfHost(domain, siteDomain)
      const site = host === null ? null : yield* webPages.served(host)
      return site ?? (yield* Effect.fail(apiError("ERROR_WEB_PAGE_NOT_FOUND")))
    })

  /**
   * Signing an account in on a facility site (issue 17): a one-time code for the site's host (a
   * minute long, single use, stored hashed) in the URL of the site's `/_signin`, which trades it for
   * the site's own cookie — never a reusable token in a URL. The code carries the portal session it
   * was asked in, and the site's session ends with it. 404 for a host no site answers on.
   */
  const signInRedirect = (accountId: string, sessionId: string, site: string, back: string | undefined) =>
    Effect.gen(function*() {
      const host = site.trim().toLowerCase()
      yield* byDomain(host)
      const code = yield* codes.issue(accountId, sessionId, host)
      const scheme = appEnv === "production" ? "https" : "http"
      const query = new URLSearchParams({ code, back: safeReturnPath(back) ?? "/" })
      return { redirect: `${scheme}://${host}${SITE_SIGN_IN_RETURN}?${query}` }
    })

  return { create, update, remove, addSubpage, updateSubpage, removeSubpage, sortSubpages, byDomain, signInRedirect } as const
})

/** Facility websites: creating them within the package's limit, their settings, their subpage tree, and the public lookup by host. */
export class WebPageService extends Context.Service<WebPageService, Effect.Success<typeof makeWebPageService>>()(
  "@pociecha/server/WebPageService"
) {
  static readonly layer = Layer.effect(WebPageService, makeWebPageService)
}
