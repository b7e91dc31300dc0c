import { shadowDeskActors } from "../actors/claimActors"
import { moderationActors } from "../actors/moderationActors"
import { declineReasonFormMachine, rejectReasonFormMachine } from "../machines/rejectReasonForm.machine"
import { readyMachine } from "./readyMachine"

/** Rejecting an opinion or an answer, with the reason the author is mailed. */
export const rejectReasonForm = readyMachine(({ api }) => rejectReasonFormMachine.provide({ actors: { send: moderationActors(api).reject } }))

/** Declining a claim or a new facility, with the reason the sender is mailed. */
export const declineReasonForm = readyMachine(({ api }) => declineReasonFormMachine.provide({ actors: { send: shadowDeskActors(api).decline } }))
