import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { FacilityMember, Membership, SubscriberRole } from "../domain/membership"
import { EmailAddress } from "./bounds"
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { FacilityRef, Uuid } from "./ids"

/** Subscribing to a facility (spec 4.5): as a parent or as a teacher. */
export const SubscribePayload = Schema.Struct({ role: SubscriberRole })
export type SubscribePayload = typeof SubscribePayload.Type

/** The facility confirms or rejects a waiting member. */
export const MemberDecisionPayload = Schema.Struct({ status: Schema.Literals(["accepted", "rejected"]) })
export type MemberDecisionPayload = typeof MemberDecisionPayload.Type

/** An invitation to join the facility (management 2.4 parents): whom, and as what. */
export const InvitePayload = Schema.Struct({ email: EmailAddress, role: SubscriberRole })
export type InvitePayload = typeof InvitePayload.Type

/** A teacher made a moderator of the facility's pages, or no longer one (management 2.4 teachers). */
export const MemberPermissionsPayload = Schema.Struct({ moderator: Schema.Boolean })
export type MemberPermissionsPayload = typeof MemberPermissionsPayload.Type

const MemberRef = { ...FacilityRef, account: Uuid }

/**
 * Memberships (spec 4.5; management 2.4 parents and teachers): one subscribes and waits for the
 * facility to confirm or reject; a member resigns; the facility lists and decides.
 */
export const MembershipsGroup = HttpApiGroup.make("memberships")
  .add(
    HttpApiEndpoint.post("subscribe", "/facility/list/:id/membership", {
      params: FacilityRef,
      payload: SubscribePayload,
      success: Membership.pipe(HttpApiSchema.status(201)),
      // 409 already a member (or waiting, or rejected: resign first to ask again).
      error: [BadRequestError, UnauthorizedError, NotFoundError, ConflictError]
    })
  )
  .add(
    HttpApiEndpoint.delete("resign", "/facility/list/:id/membership", {
      params: FacilityRef,
      // 403 an OWNER or ADMIN passes the facility on first; 404 not a member.
      error: recordErrors
    })
  )
  .add(HttpApiEndpoint.get("mine", "/v1/membership/mine", { success: Schema.Array(Membership), error: UnauthorizedError }))
  .add(
    HttpApiEndpoint.get("members", "/facility/list/:id/members", {
      params: FacilityRef,
      success: Schema.Array(FacilityMember),
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.patch("decide", "/facility/list/:id/members/:account", {
      params: MemberRef,
      payload: MemberDecisionPayload,
      success: FacilityMember,
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("invite", "/facility/list/:id/members/invite", {
      params: FacilityRef,
      payload: InvitePayload,
      // 204 whether or not the address has an account: that is nobody's business. For those who
      // run the facility; 429 too many invitations (by the sender, or to the address).
      error: [BadRequestError, UnauthorizedError, ForbiddenError, NotFoundError, TooManyRequestsError]
    })
  )
  .add(
    HttpApiEndpoint.patch("setPermissions", "/facility/list/:id/members/:account/permissions", {
      params: MemberRef,
      payload: MemberPermissionsPayload,
      success: FacilityMember,
      // 403 without facility-ownership/write on the facility (support has it); 400 the member is
      // not an accepted teacher; 404 not a member.
      error: recordErrors
    })
  )
