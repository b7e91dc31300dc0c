import { commandOf, moderationActors, moderationKeys, rejectReasonFormMachine } from "@pociecha/core"
import { api } from "../../shared/api"

const actors = moderationActors(api)

// After a decision the queue and the reports are read again (and the decided item leaves the list).
const decided = () => [moderationKeys.all]

/** Accepting an opinion (with or without the moderator's recommendation). */
export const acceptOpinionMachine = commandOf(actors.accept, decided)
/** Accepting a facility's answer. */
export const acceptAnswerMachine = commandOf(actors.acceptAnswer, decided)
/** Rejecting an opinion or an answer, with the reason the author is mailed. */
export const rejectMachine = rejectReasonFormMachine.provide({ actors: { send: actors.reject } })
/** Marking a report resolved. */
export const resolveReportMachine = commandOf(actors.resolveReport, decided)
