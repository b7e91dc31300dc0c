import { shadowDeskActors } from "../actors/claimActors"
import { moderationActors } from "../actors/moderationActors"
import { supportToolboxActors } from "../actors/supportToolboxActors"
import { commandOf } from "../machines/command.machine"
import { declineReasonFormMachine, rejectReasonFormMachine } from "../machines/rejectReasonForm.machine"
import { moderationKeys, supportToolboxKeys } from "../queries/queryKeys"
import { shadowChangeKeys } from "../queries/staleKeys"
import { readyMachine } from "./readyMachine"

/** Rejecting an opinion or an answer, with the reason the author is mailed. */
export const rejectReasonForm = readyMachine(({ api }) => rejectReasonFormMachine.provide({ actors: { send: moderationActors(api).reject } }))

/** Declining a claim or a new facility, with the reason the sender is mailed. */
export const declineReasonForm = readyMachine(({ api }) => declineReasonFormMachine.provide({ actors: { send: shadowDeskActors(api).decline } }))

// After a moderation decision the queue and the reports are read again (the decided item leaves the list).
const decided = () => [moderationKeys.all]

/** Accepting an opinion (with or without the moderator's recommendation). */
export const opinionAcceptance = readyMachine(({ api }) => commandOf(moderationActors(api).accept, decided))

/** Accepting a facility's answer. */
export const answerAcceptance = readyMachine(({ api }) => commandOf(moderationActors(api).acceptAnswer, decided))

/** Marking a report resolved. */
export const reportResolution = readyMachine(({ api }) => commandOf(moderationActors(api).resolveReport, decided))

/** Accepting a claim or creation: its sender becomes the facility's OWNER, the facility verified. */
export const shadowAcceptance = readyMachine(({ api }) => commandOf(shadowDeskActors(api).accept, () => shadowChangeKeys))

/** Deleting a claim or creation (spam, a duplicate) without a decision mailed. */
export const shadowRemoval = readyMachine(({ api }) => commandOf(shadowDeskActors(api).remove, () => shadowChangeKeys))

// After a toolbox action the looked-up account and its audit trail are read again.
const toolboxActed = () => [supportToolboxKeys.all]

/** Mailing a not-activated account its activation link again (support's toolbox). */
export const userConfirmationResend = readyMachine(({ api }) => commandOf(supportToolboxActors(api).resendConfirmation, toolboxActed))

/** Letting in an account that wrong passwords slowed (support's toolbox). */
export const userUnlock = readyMachine(({ api }) => commandOf(supportToolboxActors(api).unlock, toolboxActed))

/** Ending every session of an account (support's toolbox). */
export const userSessionsEnd = readyMachine(({ api }) => commandOf(supportToolboxActors(api).endSessions, toolboxActed))
