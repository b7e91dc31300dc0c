import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import type { PageTemplate, Subpage, WebPage } from "../domain/webPage"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { facilityKeys } from "../queries/queryKeys"
import { readFailedCall, type FormToast } from "./formFailure"
import { templatePreviewUrl } from "./websiteBuilderDraft"
import { inDisplayOrder, sortOrder } from "./websiteBuilderTree"
import type {
  SubpageRemoveInput,
  SubpageSaveInput,
  SubpageSortInput,
  TemplatePreview,
  WebsiteBuilderContext,
  WebsiteBuilderEmitted,
  WebsiteBuilderEvent,
  WebsiteBuilderInput,
  WebsiteCreateInput,
  WebsiteRef,
  WebsiteUpdateInput
} from "./websiteBuilderTypes"

export const toast = (tone: FormToast["tone"], key: string): FormToast => ({ type: "toast", tone, key })
export const saved = toast("success", "CHANGES_SAVED")

/**
 * What a change of the site makes stale: every read of the facility's sites, read again now when
 * the change commits (should_commit), else only marked stale, to be read on the next visit.
 */
export const siteStale = (facilityRef: string, commit: boolean): QueriesStale => {
  const keys = [facilityKeys.webPages(facilityRef)]
  return commit ? { type: QUERIES_STALE, keys } : { type: QUERIES_STALE, keys: [], unread: keys }
}

export const firstTemplate = (templates: ReadonlyArray<PageTemplate>) => templates[0]?.id ?? null

/** The site as the server answered it: shown, with its subpages in display order and that order saved. */
export const siteShown = (site: WebPage | null) => {
  const subpages = inDisplayOrder(site?.subpages ?? [])
  return { site, subpages, savedOrder: sortOrder(subpages) }
}

export const siteRef = (context: WebsiteBuilderContext): WebsiteRef => ({ facilityRef: context.facilityRef, webPageId: context.site!.id })

/** The template of that id, when it is offered (a visible one). */
export const offered = (context: WebsiteBuilderContext, templateId: number) => context.templates.find((template) => template.id === templateId)

/** An actor slot the app fills (webPageActors): left empty, its call fails saying so. */
const slot = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`provide the website builder's '${name}' actor`)
  })

/**
 * What every part of the website builder shares: its types, its actor slots (webPageActors
 * fills them), and the actions more than one part takes. Each part writes its states with
 * `builderSetup.createStateConfig`; websiteBuilder.machine puts them together.
 */
export const builderSetup = setup({
  types: {
    input: {} as WebsiteBuilderInput,
    context: {} as WebsiteBuilderContext,
    events: {} as WebsiteBuilderEvent,
    emitted: {} as WebsiteBuilderEmitted
  },
  actors: {
    create: slot<WebPage, WebsiteCreateInput>("create"),
    update: slot<WebPage, WebsiteUpdateInput>("update"),
    remove: slot<void, WebsiteRef>("remove"),
    saveSubpage: slot<WebPage, SubpageSaveInput>("saveSubpage"),
    removeSubpage: slot<WebPage, SubpageRemoveInput>("removeSubpage"),
    sortSubpages: slot<WebPage, SubpageSortInput>("sortSubpages")
  },
  actions: {
    /** Spec 8.1's toast for the call that failed (taken on an actor's error event). */
    showFailure: enqueueActions(({ event, enqueue }) => {
      const call = readFailedCall((event as unknown as { readonly error: unknown }).error)
      if (call.toast !== null) enqueue.emit(call.toast)
    }),
    /** The server answered the site after a change: shown, announced, its reads read again. */
    settle: enqueueActions(({ context, enqueue }, site: WebPage | null) => {
      enqueue.assign({ ...siteShown(site), draft: null, target: null, patch: null, errors: {}, formError: null, orderUnread: false })
      enqueue.emit(saved)
      enqueue.emit(siteStale(context.facilityRef, true))
    }),
    /** A move in the subpage tree, shown at once; whether it commits goes to the sort that sends it. */
    move: assign((_, { subpages, commit }: { readonly subpages: ReadonlyArray<Subpage>; readonly commit: boolean }) => ({ subpages, commitMoves: commit })),
    preview: emit(({ context }, templateId: number): TemplatePreview => {
      const key = offered(context, templateId)!.key
      return { type: "templatePreview", key, url: context.site === null ? null : templatePreviewUrl(context.siteOrigin, context.site.domain.subdomain_name, key) }
    })
  }
})
