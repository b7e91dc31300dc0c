import { siteCreation } from "./websiteBuilderCreation"
import { visibleTemplates } from "./websiteBuilderDraft"
import { orderIdle, orderStates } from "./websiteBuilderOrder"
import { settingsIdle, settingsStates } from "./websiteBuilderSettings"
import { builderSetup, firstTemplate, offered, siteShown } from "./websiteBuilderSetup"
import { subpagesIdle, subpagesStates } from "./websiteBuilderSubpages"

/**
 * The website builder of the owner area (management 2.6, 3, 4 Website, 5, 7 Web pages; issue 17).
 *
 * Without a site (`noSite`, websiteBuilderCreation): the visible templates are offered, the
 * first chosen, and the name judged until the site is created. With a site (`site`): its
 * settings (websiteBuilderSettings), its subpages' editing (websiteBuilderSubpages) and their
 * tree's order (websiteBuilderOrder), each from `site.idle`. PREVIEW, at any time, asks the app
 * to show the site in a template (`templatePreview`; no address before the site exists).
 *
 * Every success says CHANGES_SAVED and marks the facility's sites stale, read again unless the
 * change did not commit (should_commit false: an edit saved so, a step of a drag); a failure
 * shows under the form's fields or as its message, or as spec 8.1's toast elsewhere. Tag
 * `pending` while a call runs.
 *
 * Actor slots (webPageActors): `create`, `update`, `remove`, `saveSubpage`, `removeSubpage`,
 * `sortSubpages`; each answers the web page (remove: nothing).
 */
export const websiteBuilderMachine = builderSetup.createMachine({
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
      commitMoves: true,
      orderUnread: false,
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
    opening: { always: [{ guard: ({ context }) => context.site !== null, target: "site" }, { target: "noSite" }] },
    noSite: siteCreation,
    site: {
      initial: "idle",
      states: {
        idle: { always: orderIdle.always, on: { ...settingsIdle.on, ...subpagesIdle.on, ...orderIdle.on } },
        ...settingsStates,
        ...subpagesStates,
        ...orderStates
      }
    }
  }
})
