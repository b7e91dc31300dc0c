import type { ApplicationPayload, ApplicationWithdrawPayload } from "../api/applications"
import type { OpinionPayload } from "../api/opinions"
import type { QuestionPayload } from "../api/questions"
import type { ReportPayload } from "../api/reports"
import type { ApiCaller } from "../client/pociechaClient"
import type { ResignInput, SubscribeInput } from "../machines/membership.machine"
import { callActor } from "./callActor"

/** Input of the `withdraw` actor: the application named, and whether it or the submission's other copies go. */
export interface WithdrawInput {
  readonly applicationId: number
  readonly scope: ApplicationWithdrawPayload["scope"]
}

/** Input of the `write` actor: the thread and the message. */
export interface WriteInput {
  readonly threadId: number
  readonly content: string
}

/**
 * What a parent does, as actors over the API client, for the machines' slots:
 * `opinionWizardMachine.provide({ actors: { send: parentActors(api).sendOpinion } })`.
 * Each rejects with the endpoint's typed error or a ConnectionError.
 */
export function parentActors(client: ApiCaller) {
  return {
    /** opinionWizardMachine's `send`. */
    sendOpinion: callActor(client, (api, payload: OpinionPayload) => api.opinions.create({ payload })),
    /** reportFormMachine's `send`. */
    report: callActor(client, (api, payload: ReportPayload) => api.reports.create({ payload })),
    /** questionFormMachine's `send`. */
    ask: callActor(client, (api, payload: QuestionPayload) => api.questions.ask({ payload })),
    /** threadMessageFormMachine's `send`. */
    write: callActor(client, (api, { threadId, content }: WriteInput) => api.questions.write({ params: { id: threadId }, payload: { content } })),
    /** applicationFormMachine's `send`. */
    apply: callActor(client, (api, payload: ApplicationPayload) => api.applications.apply({ payload })),
    /** A commandMachine's `run` for withdrawing an application, or the other copies of its submission (issue 20). */
    withdraw: callActor(client, (api, { applicationId, scope }: WithdrawInput) =>
      api.applications.withdraw({ params: { application: applicationId }, payload: { scope } })
    ),
    /** membershipMachine's `subscribe`. */
    subscribe: callActor(client, (api, { facilityRef, role }: SubscribeInput) =>
      api.memberships.subscribe({ params: { id: facilityRef }, payload: { role } })
    ),
    /** membershipMachine's `resign`. */
    resign: callActor(client, (api, { facilityRef }: ResignInput) => api.memberships.resign({ params: { id: facilityRef } })),
    /** A commandMachine's `run` for opening an item: marks 'answer:<id>' or 'message:<id>' seen (spec 3.13). */
    markSeen: callActor(client, (api, ids: ReadonlyArray<string>) => api.overview.markSeen({ payload: ids.map((id) => ({ id })) }))
  }
}
