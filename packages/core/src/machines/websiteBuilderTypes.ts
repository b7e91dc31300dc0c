import type { SubpagePayload, SubpagePatch, WebPagePatch, WebPagePayload } from "../api/webPages"
import type { PageTemplate, Subpage, WebPage } from "../domain/webPage"
import type { QueriesStale } from "../queries/queriesStale"
import type { FormToast } from "./formFailure"
import type { SubpageDraft } from "./websiteBuilderDraft"
import type { SubpageMove, SubpagePlace } from "./websiteBuilderTree"

/** Input of {@link websiteBuilderMachine}: the facility, its templates and its site as read. */
export interface WebsiteBuilderInput {
  /** The facility's canonical ref (facilityRefOf), for its calls and cache keys. */
  readonly facilityRef: string
  /** The templates read (`pageTemplatesQuery`); only the visible ones are offered. */
  readonly templates: ReadonlyArray<PageTemplate>
  /** The facility's site (the first of `facilityWebPagesQuery`), or null when it has none. */
  readonly site: WebPage | null
  /** Where sites are served (`https://pociecha.pl`, `http://localhost:3000`): the preview's address. */
  readonly siteOrigin: string
}

/** Context of {@link websiteBuilderMachine}. */
export interface WebsiteBuilderContext {
  readonly facilityRef: string
  readonly siteOrigin: string
  /** The templates offered: the visible ones. */
  readonly templates: ReadonlyArray<PageTemplate>
  readonly site: WebPage | null
  /** A new site's template: the first offered until another is chosen (management 2.6). */
  readonly templateId: number | null
  /** A new site's name, as typed. */
  readonly name: string
  /** Messages under the fields of the form open (name; title, sections), by field. */
  readonly errors: Readonly<Record<string, string>>
  /** A message for the whole form (e.g. ERROR_ACTION_LIMIT_MET), or null. */
  readonly formError: string | null
  /** The subpages as shown, in display order (each followed by its subtree). */
  readonly subpages: ReadonlyArray<Subpage>
  /** The order the server keeps. */
  readonly savedOrder: ReadonlyArray<SubpagePlace>
  /** The order being sent, while sort-subpages runs. */
  readonly sending: ReadonlyArray<SubpagePlace> | null
  /** The subpage being written, while its form is open. */
  readonly draft: SubpageDraft | null
  /**
   * Whether the call under way commits (should_commit): a subpage's save takes the server's answer,
   * a sort has the site read again; false keeps the builder's own copy and only marks the site's reads stale.
   */
  readonly commit: boolean
  /** Whether the latest move in the tree commits: a drop or a keyboard move does, a step of a drag does not. */
  readonly commitMoves: boolean
  /** Whether the server keeps an order sent without reading the site again (a drag not ended yet). */
  readonly orderUnread: boolean
  /** The subpage being deleted or switched, and the change to it. */
  readonly target: { readonly id: number; readonly patch: SubpagePatch | null } | null
  /** The site's settings being saved. */
  readonly patch: WebPagePatch | null
}

/** A site's flag of a subpage the builder switches: in the menu, or shown at all. */
export type SubpageFlag = "in_menu" | "visible"

/** Events of {@link websiteBuilderMachine}. */
export type WebsiteBuilderEvent =
  /** A template chosen: a new site's, or the site's own (saved at once). */
  | { readonly type: "CHOOSE_TEMPLATE"; readonly templateId: number }
  /** Show the site in a template without saving. */
  | { readonly type: "PREVIEW"; readonly templateId: number }
  | { readonly type: "CHANGE_NAME"; readonly value: string }
  | { readonly type: "CREATE" }
  | { readonly type: "SET_VISIBLE"; readonly visible: boolean }
  | { readonly type: "SET_ACTIVE"; readonly active: boolean }
  /** Delete the site: asks for a confirmation first. */
  | { readonly type: "DELETE_SITE" }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CANCEL" }
  /** Open a new custom subpage's form, under `parent` (a root by default). */
  | { readonly type: "ADD_SUBPAGE"; readonly parent?: string }
  | { readonly type: "EDIT_SUBPAGE"; readonly id: number }
  | { readonly type: "CHANGE_TITLE"; readonly value: string }
  /** The rich-text editor's HTML of one section. */
  | { readonly type: "CHANGE_SECTION"; readonly index: number; readonly html: string }
  | { readonly type: "ADD_SECTION" }
  | { readonly type: "REMOVE_SECTION"; readonly index: number }
  /** Save the subpage; `commit: false` (should_commit) keeps the builder's copy of an edit instead of the server's answer. */
  | { readonly type: "SAVE_SUBPAGE"; readonly commit?: boolean }
  /** Delete a subpage: asks for a confirmation first; the last one is never deleted. */
  | { readonly type: "REMOVE_SUBPAGE"; readonly id: number }
  | { readonly type: "SET_SUBPAGE_FLAG"; readonly id: number; readonly flag: SubpageFlag; readonly value: boolean }
  /** A keyboard move in the subpage tree; `commit: false` (should_commit) as for DROP_SUBPAGE. */
  | { readonly type: "MOVE_SUBPAGE"; readonly id: number; readonly move: SubpageMove; readonly commit?: boolean }
  /**
   * A drag and drop: the subpage under `parent` ("" for the roots) at `index` among its new
   * siblings. `commit: false` (should_commit) is a step of a drag, sent without reading the site
   * again; the drop that ends it commits (the default).
   */
  | { readonly type: "DROP_SUBPAGE"; readonly id: number; readonly parent: string; readonly index: number; readonly commit?: boolean }

/** Asks the app to open the site in a template: `url` null while there is no site to show. */
export interface TemplatePreview {
  readonly type: "templatePreview"
  readonly key: string
  readonly url: string | null
}

/** Emitted by {@link websiteBuilderMachine}. */
export type WebsiteBuilderEmitted = FormToast | QueriesStale | TemplatePreview

/** Input of the `create` actor. */
export interface WebsiteCreateInput {
  readonly facilityRef: string
  readonly payload: WebPagePayload
}

/** Input of the `remove` actor; the other site and subpage calls add to it. */
export interface WebsiteRef {
  readonly facilityRef: string
  readonly webPageId: number
}

/** Input of the `update` actor: the site's changed settings. */
export interface WebsiteUpdateInput extends WebsiteRef {
  readonly patch: WebPagePatch
}

/** Input of the `saveSubpage` actor: a new subpage (`subpageId` null) or the changed fields of one. */
export type SubpageSaveInput =
  | (WebsiteRef & { readonly subpageId: null; readonly subpage: SubpagePayload })
  | (WebsiteRef & { readonly subpageId: number; readonly subpage: SubpagePatch })

/** Input of the `removeSubpage` actor. */
export interface SubpageRemoveInput extends WebsiteRef {
  readonly subpageId: number
}

/** Input of the `sortSubpages` actor: the whole tree in display order. */
export interface SubpageSortInput extends WebsiteRef {
  readonly order: ReadonlyArray<SubpagePlace>
}
