import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { MaintenanceState } from "../domain/maintenance"
import { Language } from "../domain/user"
import { EmailAddress, Line, maxLengths, Paragraphs } from "./bounds"
import { BadRequestError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from "./errors"

/** The maintenance page's urgent message to the product team (spec 3.14): a name if given, an address to answer, the message. */
export const MaintenanceMessagePayload = Schema.Struct({
  name: Schema.optionalKey(Line(maxLengths.name)),
  email: EmailAddress,
  message: Paragraphs(maxLengths.message),
  /** The language of the acknowledgement mailed back. */
  language: Schema.optionalKey(Language)
})
export type MaintenanceMessagePayload = typeof MaintenanceMessagePayload.Type

/** "Notify me": the address mailed once when maintenance ends, in its language. */
export const MaintenanceNotifyPayload = Schema.Struct({ email: EmailAddress, language: Schema.optionalKey(Language) })
export type MaintenanceNotifyPayload = typeof MaintenanceNotifyPayload.Type

/** Support's switch: on or off, with an optional word for the visitors. */
export const MaintenanceSwitchPayload = Schema.Struct({ on: Schema.Boolean, message: Schema.optionalKey(Line(maxLengths.note)) })
export type MaintenanceSwitchPayload = typeof MaintenanceSwitchPayload.Type

/**
 * Maintenance (issue 19, public 2.13): whether it is on (public, answered during maintenance too),
 * the maintenance page's two forms (answered during maintenance, rate-limited), and support's switch
 * (support only, audited `maintenance.on` / `maintenance.off`; switching off mails every "notify me" address once).
 */
export const MaintenanceGroup = HttpApiGroup.make("maintenance")
  .add(HttpApiEndpoint.get("state", "/v1/maintenance", { success: MaintenanceState }))
  .add(
    HttpApiEndpoint.post("message", "/v1/maintenance/message", {
      payload: MaintenanceMessagePayload,
      error: [BadRequestError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.post("notify", "/v1/maintenance/notify", {
      payload: MaintenanceNotifyPayload,
      error: [BadRequestError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.put("switch", "/v1/support/maintenance", {
      payload: MaintenanceSwitchPayload,
      success: MaintenanceState,
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
