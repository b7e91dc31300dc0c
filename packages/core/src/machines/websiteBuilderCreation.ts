import { assign } from "xstate"
import { subdomainOf, websiteNameProblem } from "../domain/rules/websiteName"
import { withoutMessage } from "./fieldErrors"
import { failureOnForm } from "./formFailure"
import { builderSetup, offered } from "./websiteBuilderSetup"

const nameFailure = failureOnForm(["name", "template_id"])

/**
 * A new site (management 2.6 "Creating a site", 5): a visible template chosen (the first until
 * another is), and a name judged as it is typed and on CREATE by core's websiteNameProblem
 * (FIELD_REQUIRED, WEBSITE_NAME_INVALID); a name the server finds taken (WEBSITE_NAME_TAKEN,
 * even a deleted site's) shows under it. A created site is shown at once.
 */
export const siteCreation = builderSetup.createStateConfig({
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
})
