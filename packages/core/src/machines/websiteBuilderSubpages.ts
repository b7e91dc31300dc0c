import { assign, emit, enqueueActions } from "xstate"
import { withoutMessage } from "./fieldErrors"
import { failureOnForm } from "./formFailure"
import {
  draftOf,
  newSubpageDraft,
  roomForSection,
  subpageChanges,
  subpageDraftErrors,
  subpageFields,
  subpagePayload,
  withDraftShown
} from "./websiteBuilderDraft"
import { builderSetup, saved, siteRef, siteStale, toast } from "./websiteBuilderSetup"
import type { SubpageSaveInput, WebsiteBuilderContext } from "./websiteBuilderTypes"

const subpageFailure = failureOnForm(subpageFields)

const shownSubpage = (context: WebsiteBuilderContext, id: number | null) => context.subpages.find((subpage) => subpage.id === id)

/**
 * The subpages' own editing (management 2.6 "Subpages", 3 Subpage), from `site.idle`:
 * ADD_SUBPAGE opens a new `custom` one (title and rich-text sections), EDIT_SUBPAGE an existing
 * one; REMOVE_SUBPAGE asks to CONFIRM, and is refused when one subpage is left
 * (WEBSITE_LAST_SUBPAGE); a subpage's flag (in the menu, shown) saves at once.
 */
export const subpagesIdle = builderSetup.createStateConfig({
  on: {
    ADD_SUBPAGE: { target: "subpageForm", actions: assign({ draft: ({ event }) => newSubpageDraft(event.parent ?? "") }) },
    EDIT_SUBPAGE: {
      guard: ({ context, event }) => shownSubpage(context, event.id) !== undefined,
      target: "subpageForm",
      actions: assign({ draft: ({ context, event }) => draftOf(shownSubpage(context, event.id)!) })
    },
    REMOVE_SUBPAGE: [
      { guard: ({ context, event }) => shownSubpage(context, event.id) === undefined },
      // At least one subpage must remain (management 2.6, 4): refused here as the server refuses it.
      { guard: ({ context }) => context.subpages.length === 1, actions: emit(toast("error", "WEBSITE_LAST_SUBPAGE")) },
      { target: "confirmingSubpageRemoval", actions: assign({ target: ({ event }) => ({ id: event.id, patch: null }) }) }
    ],
    SET_SUBPAGE_FLAG: {
      guard: ({ context, event }) => shownSubpage(context, event.id)?.[event.flag] === !event.value,
      target: "switchingSubpage",
      actions: assign({ target: ({ event }) => ({ id: event.id, patch: { [event.flag]: event.value } }) })
    }
  }
})

/**
 * The subpage's form: saving checks the title (FIELD_REQUIRED) and sends only what changed
 * (NO_CHANGES_TO_SAVE otherwise); `commit: false` (should_commit) keeps the builder's copy of an
 * edit instead of the server's answer and only marks the site's reads stale.
 */
const subpageForm = builderSetup.createStateConfig({
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
            guard: ({ context }) => context.draft!.id !== null && Object.keys(subpageChanges(shownSubpage(context, context.draft!.id)!, context.draft!)).length === 0,
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
            : { ...siteRef(context), subpageId: draft.id, subpage: subpageChanges(shownSubpage(context, draft.id)!, draft) }
        },
        onDone: [
          { guard: ({ context }) => context.commit, target: "#websiteBuilder.site.idle", actions: { type: "settle", params: ({ event }) => event.output } },
          {
            target: "#websiteBuilder.site.idle",
            actions: enqueueActions(({ context, enqueue }) => {
              enqueue.assign({ subpages: withDraftShown(context.subpages, context.draft!), draft: null, errors: {}, formError: null })
              enqueue.emit(saved)
              enqueue.emit(siteStale(context.facilityRef, false))
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
})

/** The subpage's form, and a subpage being deleted (after a confirmation) or switched. */
export const subpagesStates = {
  subpageForm,
  confirmingSubpageRemoval: builderSetup.createStateConfig({ on: { CONFIRM: "removingSubpage", CANCEL: { target: "idle", actions: assign({ target: null }) } } }),
  removingSubpage: builderSetup.createStateConfig({
    tags: "pending",
    invoke: {
      id: "removeSubpage",
      src: "removeSubpage",
      input: ({ context }) => ({ ...siteRef(context), subpageId: context.target!.id }),
      onDone: { target: "idle", actions: { type: "settle", params: ({ event }) => event.output } },
      onError: { target: "idle", actions: ["showFailure", assign({ target: null })] }
    }
  }),
  switchingSubpage: builderSetup.createStateConfig({
    tags: "pending",
    invoke: {
      id: "switchSubpage",
      src: "saveSubpage",
      input: ({ context }) => ({ ...siteRef(context), subpageId: context.target!.id, subpage: context.target!.patch! }),
      onDone: { target: "idle", actions: { type: "settle", params: ({ event }) => event.output } },
      onError: { target: "idle", actions: ["showFailure", assign({ target: null })] }
    }
  })
}
