import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import { subdomainOf, websiteNameProblem } from "../domain/rules/websiteName"
import type { PageTemplate, Subpage, WebPage } from "../domain/webPage"
import { QUERIES_STALE } from "../queries/queriesStale"
import { facilityKeys } from "../queries/queryKeys"
import { withoutMessage } from "./fieldErrors"
import { failureOnForm, readFailedCall, type FormToast } from "./formFailure"
import {
  draftOf,
  newSubpageDraft,
  roomForSection,
  subpageChanges,
  subpageDraftErrors,
  subpageFields,
  subpagePayload,
  templatePreviewUrl,
  visibleTemplates,
  withDraftShown
} from "./websiteBuilderDraft"
import { inDisplayOrder, moveSubpage, ordersDiffer, placeInOrder, placeSubpage, sortOrder } from "./websiteBuilderTree"
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

const toast = (tone: FormToast["tone"], key: string): FormToast => ({ type: "toast", tone, key })
const saved = toast("success", "CHANGES_SAVED")

/** What a change of the site makes stale: every read of the facility's sites. */
const siteKeys = (facilityRef: string) => [facilityKeys.webPages(facilityRef)]

const firstTemplate = (templates: ReadonlyArray<PageTemplate>) => templates[0]?.id ?? null

/** The site as the server answered it: shown, with its subpages in display order and that order saved. */
const siteShown = (site: WebPage | null) => {
  const subpages = inDisplayOrder(site?.subpages ?? [])
  return { site, subpages, savedOrder: sortOrder(subpages) }
}

const siteRef = (context: WebsiteBuilderContext): WebsiteRef => ({ facilityRef: context.facilityRef, webPageId: context.site!.id })

const offered = (context: WebsiteBuilderContext, templateId: number) => context.templates.find((template) => template.id === templateId)

const editedSubpage = (context: WebsiteBuilderContext) => context.subpages.find((subpage) => subpage.id === context.draft!.id)

const nameFailure = failureOnForm(["name", "template_id"])
const subpageFailure = failureOnForm(subpageFields)

/**
 * The website builder of the owner area (management 2.6, 3, 4 Website, 5, 7 Web pages; issue 17).
 *
 * Without a site (`noSite`): the visible templates are offered, the first chosen; PREVIEW asks the
 * app to show one (`templatePreview`, no address before the site exists); the name is judged as
 * it is typed and on CREATE by core's websiteNameProblem (FIELD_REQUIRED, WEBSITE_NAME_INVALID),
 * and a name the server finds taken (WEBSITE_NAME_TAKEN, even a deleted site's) shows under it.
 *
 * With a site (`site`): choosing another template, showing or hiding the site and activating it
 * each save at once; deleting it asks to CONFIRM and leads back to `noSite`. Subpages: ADD_SUBPAGE
 * opens a new `custom` one (title and rich-text sections), EDIT_SUBPAGE an existing one; saving
 * checks the title (FIELD_REQUIRED) and sends only what changed (NO_CHANGES_TO_SAVE otherwise);
 * `commit: false` keeps the builder's copy instead of the server's answer and only marks the
 * site's reads stale (should_commit). REMOVE_SUBPAGE asks to CONFIRM, and is refused when one
 * subpage is left (WEBSITE_LAST_SUBPAGE). Moves by keyboard and drops by drag and drop reorder and
 * nest the tree at once; the order is sent (sort-subpages) without taking the answer or reading
 * the site again, and moves made meanwhile are sent next; a failed sort puts back the saved order.
 *
 * Every success says CHANGES_SAVED and marks the facility's sites stale; a failure shows under the
 * form's fields or as its message, or as spec 8.1's toast elsewhere. Tag `pending` while a call runs.
 *
 * Actor slots (webPageActors): `create`, `update`, `remove`, `saveSubpage`, `removeSubpage`,
 * `sortSubpages`; each answers the web page (remove: nothing).
 */
export const websiteBuilderMachine = setup({
  types: {
    input: {} as WebsiteBuilderInput,
    context: {} as WebsiteBuilderContext,
    events: {} as WebsiteBuilderEvent,
    emitted: {} as WebsiteBuilderEmitted
  },
  actors: {
    create: fromPromise<WebPage, WebsiteCreateInput>(async () => {
      throw new Error("provide the website builder's 'create' actor")
    }),
    update: fromPromise<WebPage, WebsiteUpdateInput>(async () => {
      throw new Error("provide the website builder's 'update' actor")
    }),
    remove: fromPromise<void, WebsiteRef>(async () => {
      throw new Error("provide the website builder's 'remove' actor")
    }),
    saveSubpage: fromPromise<WebPage, SubpageSaveInput>(async () => {
      throw new Error("provide the website builder's 'saveSubpage' actor")
    }),
    removeSubpage: fromPromise<WebPage, SubpageRemoveInput>(async () => {
      throw new Error("provide the website builder's 'removeSubpage' actor")
    }),
    sortSubpages: fromPromise<WebPage, SubpageSortInput>(async () => {
      throw new Error("provide the website builder's 'sortSubpages' actor")
    })
  },
  guards: {
    hasSite: ({ context }) => context.site !== null,
    orderChanged: ({ context }) => ordersDiffer(sortOrder(context.subpages), context.savedOrder)
  },
  actions: {
    /** Spec 8.1's toast for the call that failed (taken on an actor's error event). */
    showFailure: enqueueActions(({ event, enqueue }) => {
      const call = readFailedCall((event as unknown as { readonly error: unknown }).error)
      if (call.toast !== null) enqueue.emit(call.toast)
    }),
    /** The server answered the site after a change: shown, announced, its reads stale. */
    settle: enqueueActions(({ context, enqueue }, site: WebPage | null) => {
      enqueue.assign({ ...siteShown(site), draft: null, target: null, patch: null, errors: {}, formError: null })
      enqueue.emit(saved)
      enqueue.emit({ type: QUERIES_STALE, keys: siteKeys(context.facilityRef) })
    }),
    reorder: assign({ subpages: (_, subpages: ReadonlyArray<Subpage>) => subpages }),
    preview: emit(({ context }, templateId: number): TemplatePreview => {
      const key = offered(context, templateId)!.key
      return { type: "templatePreview", key, url: context.site === null ? null : templatePreviewUrl(context.siteOrigin, context.site.domain.subdomain_name, key) }
    })
  }
}).createMachine({
  id: "websiteBuilder",
  context: ({ input }) => {
    const templates = visibleTemplates(input.templates)
    return {
      facilityRef: input.facilityRef,
      siteOrigin: input.siteOrigin,
      templates,
      templateId: firstTemplate(templates),
      name: "",
      errors: {},
      formError: null,
      sending: null,
      draft: null,
      commit: true,
      target: null,
      patch: null,
      ...siteShown(input.site)
    }
  },
  initial: "opening",
  on: {
    PREVIEW: { guard: ({ context, event }) => offered(context, event.templateId) !== undefined, actions: { type: "preview", params: ({ event }) => event.templateId } }
  },
  states: {
    opening: { always: [{ guard: "hasSite", target: "site" }, { target: "noSite" }] },
    noSite: {
      initial: "editing",
      states: {
        editing: {
          on: {
            CHOOSE_TEMPLATE: {
              guard: ({ context, event }) => offered(context, event.templateId) !== undefined,
              actions: assign(({ context, event }) => ({ templateId: event.templateId, errors: withoutMessage(context.errors, "template_id") }))
            },
            CHANGE_NAME: {
              actions: assign(({ context, event }) => {
                const problem = websiteNameProblem(event.value)
                const { name: _, ...others } = context.errors
                return { name: event.value, errors: problem === null ? others : { ...others, name: problem } }
              })
            },
            CREATE: [
              {
                guard: ({ context }) => context.templateId !== null && websiteNameProblem(context.name) === null,
                target: "creating",
                actions: assign({ formError: null })
              },
              {
                actions: assign(({ context }) => {
                  const problem = websiteNameProblem(context.name)
                  return {
                    formError: null,
                    errors: { ...(problem === null ? {} : { name: problem }), ...(context.templateId === null ? { template_id: "FIELD_REQUIRED" } : {}) }
                  }
                })
              }
            ]
          }
        },
        creating: {
          tags: "pending",
          invoke: {
            id: "create",
            src: "create",
            input: ({ context }) => ({ facilityRef: context.facilityRef, payload: { template_id: context.templateId!, name: subdomainOf(context.name) } }),
            onDone: { target: "#websiteBuilder.site", actions: { type: "settle", params: ({ event }) => event.output } },
            onError: {
              target: "editing",
              actions: assign(({ event }) => {
                const { errors, formError } = nameFailure(event.error)
                return { errors: errors as Record<string, string>, formError }
              })
            }
          }
        }
      }
    },
    site: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "orderChanged", target: "sorting" },
          on: {
            CHOOSE_TEMPLATE: {
              guard: ({ context, event }) => offered(context, event.templateId) !== undefined && event.templateId !== context.site!.template_id,
              target: "savingSettings",
              actions: assign({ patch: ({ event }) => ({ template_id: event.templateId }) })
            },
            SET_VISIBLE: {
              guard: ({ context, event }) => event.visible !== context.site!.visible,
              target: "savingSettings",
              actions: assign({ patch: ({ event }) => ({ visible: event.visible }) })
            },
            SET_ACTIVE: {
              guard: ({ context, event }) => event.active !== context.site!.active,
              target: "savingSettings",
              actions: assign({ patch: ({ event }) => ({ active: event.active }) })
            },
            DELETE_SITE: "confirmingDelete",
            ADD_SUBPAGE: { target: "subpageForm", actions: assign({ draft: ({ event }) => newSubpageDraft(event.parent ?? "") }) },
            EDIT_SUBPAGE: {
              guard: ({ context, event }) => context.subpages.some((subpage) => subpage.id === event.id),
              target: "subpageForm",
              actions: assign({ draft: ({ context, event }) => draftOf(context.subpages.find((subpage) => subpage.id === event.id)!) })
            },
            REMOVE_SUBPAGE: [
              { guard: ({ context, event }) => !context.subpages.some((subpage) => subpage.id === event.id) },
              // At least one subpage must remain (management 2.6, 4): refused here as the server refuses it.
              { guard: ({ context }) => context.subpages.length === 1, actions: emit(toast("error", "WEBSITE_LAST_SUBPAGE")) },
              { target: "confirmingSubpageRemoval", actions: assign({ target: ({ event }) => ({ id: event.id, patch: null }) }) }
            ],
            SET_SUBPAGE_FLAG: {
              guard: ({ context, event }) => context.subpages.some((subpage) => subpage.id === event.id && subpage[event.flag] !== event.value),
              target: "switchingSubpage",
              actions: assign({ target: ({ event }) => ({ id: event.id, patch: { [event.flag]: event.value } }) })
            },
            MOVE_SUBPAGE: { actions: { type: "reorder", params: ({ context, event }) => moveSubpage(context.subpages, event.id, event.move) } },
            DROP_SUBPAGE: { actions: { type: "reorder", params: ({ context, event }) => placeSubpage(context.subpages, event.id, event.parent, event.index) } }
          }
        },
        savingSettings: {
          tags: "pending",
          invoke: {
            id: "update",
            src: "update",
            input: ({ context }) => ({ ...siteRef(context), patch: context.patch! }),
            onDone: { target: "idle", actions: { type: "settle", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: ["showFailure", assign({ patch: null })] }
          }
        },
        confirmingDelete: { on: { CONFIRM: "deleting", CANCEL: "idle" } },
        deleting: {
          tags: "pending",
          invoke: {
            id: "remove",
            src: "remove",
            input: ({ context }) => siteRef(context),
            // The domain stays taken (management 4): a new site needs a new name.
            onDone: {
              target: "#websiteBuilder.noSite",
              actions: [{ type: "settle", params: null }, assign(({ context }) => ({ name: "", templateId: firstTemplate(context.templates) }))]
            },
            onError: { target: "idle", actions: "showFailure" }
          }
        },
        subpageForm: {
          initial: "editing",
          on: { CANCEL: { target: "idle", actions: assign({ draft: null, errors: {}, formError: null }) } },
          states: {
            editing: {
              on: {
                CHANGE_TITLE: {
                  actions: assign(({ context, event }) => ({ draft: { ...context.draft!, title: event.value }, errors: withoutMessage(context.errors, "title") }))
                },
                // A section that is not there changes nothing.
                CHANGE_SECTION: {
                  actions: assign(({ context, event }) => ({
                    draft: { ...context.draft!, sections: context.draft!.sections.map((html, i) => (i === event.index ? event.html : html)) },
                    errors: withoutMessage(context.errors, "sections")
                  }))
                },
                ADD_SECTION: {
                  guard: ({ context }) => roomForSection(context.draft!),
                  actions: assign({ draft: ({ context }) => ({ ...context.draft!, sections: [...context.draft!.sections, ""] }) })
                },
                REMOVE_SECTION: {
                  actions: assign({ draft: ({ context, event }) => ({ ...context.draft!, sections: context.draft!.sections.filter((_, i) => i !== event.index) }) })
                },
                SAVE_SUBPAGE: [
                  {
                    guard: ({ context }) => Object.keys(subpageDraftErrors(context.draft!)).length > 0,
                    actions: assign({ errors: ({ context }) => subpageDraftErrors(context.draft!), formError: null })
                  },
                  {
                    guard: ({ context }) => context.draft!.id !== null && Object.keys(subpageChanges(editedSubpage(context)!, context.draft!)).length === 0,
                    actions: assign({ formError: "NO_CHANGES_TO_SAVE" })
                  },
                  // A new subpage needs the server's id: its answer is always taken.
                  { target: "saving", actions: assign({ formError: null, commit: ({ context, event }) => context.draft!.id === null || event.commit !== false }) }
                ]
              }
            },
            saving: {
              tags: "pending",
              on: { CANCEL: {} },
              invoke: {
                id: "saveSubpage",
                src: "saveSubpage",
                input: ({ context }): SubpageSaveInput => {
                  const draft = context.draft!
                  return draft.id === null
                    ? { ...siteRef(context), subpageId: null, subpage: subpagePayload(draft) }
                    : { ...siteRef(context), subpageId: draft.id, subpage: subpageChanges(editedSubpage(context)!, draft) }
                },
                onDone: [
                  { guard: ({ context }) => context.commit, target: "#websiteBuilder.site.idle", actions: { type: "settle", params: ({ event }) => event.output } },
                  {
                    target: "#websiteBuilder.site.idle",
                    actions: enqueueActions(({ context, enqueue }) => {
                      enqueue.assign({ subpages: withDraftShown(context.subpages, context.draft!), draft: null, errors: {}, formError: null })
                      enqueue.emit(saved)
                      enqueue.emit({ type: QUERIES_STALE, keys: [], unread: siteKeys(context.facilityRef) })
                    })
                  }
                ],
                onError: {
                  target: "editing",
                  actions: enqueueActions(({ event, enqueue }) => {
                    const { errors, formError } = subpageFailure(event.error)
                    enqueue.assign({ errors: errors as Record<string, string>, formError })
                  })
                }
              }
            }
          }
        },
        confirmingSubpageRemoval: { on: { CONFIRM: "removingSubpage", CANCEL: { target: "idle", actions: assign({ target: null }) } } },
        removingSubpage: {
          tags: "pending",
          invoke: {
            id: "removeSubpage",
            src: "removeSubpage",
            input: ({ context }) => ({ ...siteRef(context), subpageId: context.target!.id }),
            onDone: { target: "idle", actions: { type: "settle", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: ["showFailure", assign({ target: null })] }
          }
        },
        switchingSubpage: {
          tags: "pending",
          invoke: {
            id: "switchSubpage",
            src: "saveSubpage",
            input: ({ context }) => ({ ...siteRef(context), subpageId: context.target!.id, subpage: context.target!.patch! }),
            onDone: { target: "idle", actions: { type: "settle", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: ["showFailure", assign({ target: null })] }
          }
        },
        sorting: {
          tags: "pending",
          entry: assign({ sending: ({ context }) => sortOrder(context.subpages) }),
          on: {
            MOVE_SUBPAGE: { actions: { type: "reorder", params: ({ context, event }) => moveSubpage(context.subpages, event.id, event.move) } },
            DROP_SUBPAGE: { actions: { type: "reorder", params: ({ context, event }) => placeSubpage(context.subpages, event.id, event.parent, event.index) } }
          },
          invoke: {
            id: "sortSubpages",
            src: "sortSubpages",
            input: ({ context }) => ({ ...siteRef(context), order: context.sending! }),
            // should_commit false: the builder keeps its own order (moves made meanwhile are sent
            // next, from idle), and the site's reads are only marked stale, not read again now.
            onDone: {
              target: "idle",
              actions: enqueueActions(({ context, enqueue }) => {
                enqueue.assign({ savedOrder: context.sending!, sending: null })
                enqueue.emit({ type: QUERIES_STALE, keys: [], unread: siteKeys(context.facilityRef) })
              })
            },
            onError: {
              target: "idle",
              actions: [
                "showFailure",
                assign(({ context }) => ({ subpages: placeInOrder(context.subpages, context.savedOrder), sending: null }))
              ]
            }
          }
        }
      }
    }
  }
})
