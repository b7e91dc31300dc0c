import { type MaintenanceMessagePayload, MaintenanceMessagePayload as MessageSchema, type MaintenanceNotifyPayload, MaintenanceNotifyPayload as NotifySchema } from "../api/maintenance"
import type { Language } from "../domain/user"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const messageFields = ["name", "email", "message"] as const
/** The urgent message's fields (spec 3.14): a name if the sender gives one, the address to answer, the message. */
export type MaintenanceMessageField = (typeof messageFields)[number]

const notifyFields = ["email"] as const
/** "Notify me": the address mailed when maintenance ends. */
export type MaintenanceNotifyField = (typeof notifyFields)[number]

const withLanguage = (language: Language | undefined) => (language === undefined ? {} : { language })

const messagePayload = (values: FormValues<MaintenanceMessageField>, language?: Language): MaintenanceMessagePayload => {
  const name = values.name.trim()
  return { ...(name === "" ? {} : { name }), email: values.email.trim(), message: values.message.trim(), ...withLanguage(language) }
}

const notifyPayload = (values: FormValues<MaintenanceNotifyField>, language?: Language): MaintenanceNotifyPayload =>
  ({ email: values.email.trim(), ...withLanguage(language) })

/** The contract's checks of an urgent message: an address (EMAIL_INVALID), a message (FIELD_REQUIRED), within their lengths. */
export function checkMaintenanceMessage(values: FormValues<MaintenanceMessageField>): FormVerdict<MaintenanceMessageField> {
  return { errors: messagesFor(messageFields, contractMessages(MessageSchema, messagePayload(values))), formError: null }
}

/** The contract's check of "notify me": an e-mail address. */
export function checkMaintenanceNotify(values: FormValues<MaintenanceNotifyField>): FormVerdict<MaintenanceNotifyField> {
  return { errors: messagesFor(notifyFields, contractMessages(NotifySchema, notifyPayload(values))), formError: null }
}

/**
 * The maintenance page's urgent message to the product team (issue 19, spec 2.13, 3.14), acknowledged
 * to the sender in the interface's language. A success ends the form: the page thanks the sender.
 *
 * `send`: `{ name?, email, message, language? } → void` (maintenanceActors' `sendMessage`).
 */
export const maintenanceMessageFormMachine = formMachine({
  id: "maintenanceMessageForm",
  fields: messageFields,
  check: (values) => checkMaintenanceMessage(values),
  payload: (values, _input: undefined, language) => messagePayload(values, language),
  failure: failureOnForm(messageFields),
  result: (_output: void, payload: MaintenanceMessagePayload) => payload.email
})

/**
 * "Notify me" on the maintenance page (issue 19): the address is mailed once, in the interface's
 * language, when maintenance ends. A success ends the form with the address, which the page names.
 *
 * `send`: `{ email, language? } → void` (maintenanceActors' `notify`).
 */
export const maintenanceNotifyFormMachine = formMachine({
  id: "maintenanceNotifyForm",
  fields: notifyFields,
  check: (values) => checkMaintenanceNotify(values),
  payload: (values, _input: undefined, language) => notifyPayload(values, language),
  failure: failureOnForm(notifyFields),
  result: (_output: void, payload: MaintenanceNotifyPayload) => payload.email
})
