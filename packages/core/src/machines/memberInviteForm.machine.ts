import { InvitePayload } from "../api/memberships"
import type { SubscriberRole } from "../domain/membership"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const inviteFields = ["email"] as const
/** The field of an invitation. */
export type MemberInviteField = (typeof inviteFields)[number]

/** Input of {@link memberInviteFormMachine}: the facility, and whom it invites (parents or teachers). */
export interface MemberInviteInput {
  readonly facilityRef: string
  readonly role: SubscriberRole
}

/** What the `send` actor is given. */
export interface MemberInviteSendInput {
  readonly facilityRef: string
  readonly invite: InvitePayload
}

/** An address as sent (management 5: trimmed and lowercased). */
const address = (values: FormValues<MemberInviteField>) => values.email.trim().toLowerCase()

/** The invitation's check (management 5): an address is required (FIELD_REQUIRED) and valid (EMAIL_INVALID). */
export function checkMemberInvite(values: FormValues<MemberInviteField>, input: MemberInviteInput): FormVerdict<MemberInviteField> {
  const email = address(values)
  const errors = email === "" ? { email: "FIELD_REQUIRED" } : messagesFor(inviteFields, contractMessages(InvitePayload, { email, role: input.role }))
  return { errors, formError: null }
}

/**
 * Inviting someone to subscribe to the facility (management 2.4 parents: "invite parents to
 * subscribe"): an e-mail address, sent lowercased; each success shows INVITATION_SENT and empties
 * the form for the next address. Too many invitations (429) is the form's message.
 *
 * `send`: `{ facilityRef, invite: { email, role } } → void` (ownerTabActors' `invite`).
 */
export const memberInviteFormMachine = formMachine({
  id: "memberInviteForm",
  fields: inviteFields,
  check: (values, input: MemberInviteInput) => checkMemberInvite(values, input),
  payload: (values, input: MemberInviteInput): MemberInviteSendInput => ({ facilityRef: input.facilityRef, invite: { email: address(values), role: input.role } }),
  failure: failureOnForm(inviteFields),
  result: (_output: void, payload: MemberInviteSendInput) => payload.invite.email,
  successToast: () => "INVITATION_SENT",
  afterSuccess: "again"
})
