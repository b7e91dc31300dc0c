import { commandOf, moderationActors, rejectReasonFormMachine } from "@pociecha/core"
import type { QueryClient } from "@tanstack/react-query"
import { api } from "../../shared/api"

const actors = moderationActors(api)

/** Accepting an opinion (with or without the moderator's recommendation). */
export const acceptOpinionMachine = commandOf(actors.accept)
/** Accepting a facility's answer. */
export const acceptAnswerMachine = commandOf(actors.acceptAnswer)
/** Rejecting an opinion or an answer, with the reason the author is mailed. */
export const rejectMachine = rejectReasonFormMachine.provide({ actors: { send: actors.reject } })
/** Marking a report resolved. */
export const resolveReportMachine = commandOf(actors.resolveReport)

/** After a decision: the queue and the reports are read again (and the decided item leaves the list). */
export function refreshModeration(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ["moderation"] })
}
