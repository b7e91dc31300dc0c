import { assign } from "xstate"
import { builderSetup, firstTemplate, offered, siteRef } from "./websiteBuilderSetup"

/**
 * The site's own settings (management 2.6 "Other site settings", 4 Website), from `site.idle`:
 * choosing another template, showing or hiding the site and activating it each save at once;
 * a setting that would not change saves nothing. Deleting the site asks to CONFIRM.
 */
export const settingsIdle = builderSetup.createStateConfig({
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
    DELETE_SITE: "confirmingDelete"
  }
})

/** The settings being saved, and the site being deleted: back to a new site, its domain kept taken. */
export const settingsStates = {
  savingSettings: builderSetup.createStateConfig({
    tags: "pending",
    invoke: {
      id: "update",
      src: "update",
      input: ({ context }) => ({ ...siteRef(context), patch: context.patch! }),
      onDone: { target: "idle", actions: { type: "settle", params: ({ event }) => event.output } },
      onError: { target: "idle", actions: ["showFailure", assign({ patch: null })] }
    }
  }),
  confirmingDelete: builderSetup.createStateConfig({ on: { CONFIRM: "deleting", CANCEL: "idle" } }),
  deleting: builderSetup.createStateConfig({
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
  })
}
