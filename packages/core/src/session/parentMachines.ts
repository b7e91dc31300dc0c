import { claimWizardActors } from "../actors/claimActors"
import { parentActors } from "../actors/parentActors"
import { applicationFormMachine } from "../machines/applicationForm.machine"
import { commandOf } from "../machines/command.machine"
import { claimDraftStorage } from "../machines/claimDraftStorage"
import { claimWizardMachine } from "../machines/claimWizard.machine"
import { draftKeeper } from "../machines/guestDraft"
import { opinionDraftStorage } from "../machines/opinionDraftStorage"
import { membershipMachine } from "../machines/membership.machine"
import { opinionWizardMachine } from "../machines/opinionWizard.machine"
import { questionFormMachine } from "../machines/questionForm.machine"
import { reportFormMachine } from "../machines/reportForm.machine"
import { seenMarkerMachine } from "../machines/seenMarker.machine"
import { threadMessageFormMachine } from "../machines/threadMessageForm.machine"
import { applicationKeys } from "../queries/queryKeys"
import { readyMachine } from "./readyMachine"

/** A question to a facility. */
export const questionForm = readyMachine(({ api }) => questionFormMachine.provide({ actors: { send: parentActors(api).ask } }))

/** Joining a facility's community, or leaving it. */
export const membership = readyMachine(({ api }) => {
  const actors = parentActors(api)
  return membershipMachine.provide({ actors: { subscribe: actors.subscribe, resign: actors.resign } })
})

/** Reporting an opinion. */
export const reportForm = readyMachine(({ api }) => reportFormMachine.provide({ actors: { send: parentActors(api).report } }))

/** A message in a question's thread — the parent's or the facility's. */
export const threadMessageForm = readyMachine(({ api }) => threadMessageFormMachine.provide({ actors: { send: parentActors(api).write } }))

/** An application to a facility. */
export const applicationForm = readyMachine(({ api }) => applicationFormMachine.provide({ actors: { send: parentActors(api).apply } }))

/** Withdrawing an application, or the other copies of its submission once a facility accepted (issue 20). */
export const applicationWithdrawal = readyMachine(({ api }) => commandOf(parentActors(api).withdraw, () => [applicationKeys.all]))

/** The opinion wizard; a guest's draft waits across the login page in the platform's draft store. */
export const opinionWizard = readyMachine(({ api, platform }) =>
  opinionWizardMachine.provide({
    actors: {
      send: parentActors(api).sendOpinion,
      ...(platform.draftStore === undefined ? {} : { drafts: draftKeeper(opinionDraftStorage(platform.draftStore)) })
    }
  })
)

/** Claiming a facility, or adding a new one; a guest's draft waits across the login page in the platform's draft store. */
export const claimWizard = readyMachine(({ api, platform }) =>
  claimWizardMachine.provide({
    actors: {
      ...claimWizardActors(api),
      ...(platform.draftStore === undefined ? {} : { drafts: draftKeeper(claimDraftStorage(platform.draftStore)) })
    }
  })
)

/** Marks answers and messages seen once they are on screen. */
export const seenMarker = readyMachine(({ api }) => seenMarkerMachine.provide({ actors: { mark: parentActors(api).markSeen } }))
