import type { ApplicationStatus } from "../domain/application"
import type { ApiCaller } from "../client/pociechaClient"
import type { AttachmentUploadRequest } from "../machines/attachmentsInput.machine"
import type { DayPlanSaveInput } from "../machines/dayPlanEditor.machine"
import type { MemberInviteSendInput } from "../machines/memberInviteForm.machine"
import type { OpinionAnswerSaveInput } from "../machines/opinionAnswerForm.machine"
import type { OwnershipTransferSendInput } from "../machines/ownershipTransferForm.machine"
import type { PublicationSaveInput } from "../machines/publicationForm.machine"
import { callActor } from "./callActor"
import { fileForm } from "./fileForm"

/** Input of `decideMember`: confirm or reject a waiting member. */
export interface MemberDecisionInput {
  readonly facilityRef: string
  readonly accountId: string
  readonly status: "accepted" | "rejected"
}

/** Input of `setModerator`: make a teacher a moderator of the facility's pages, or no longer one. */
export interface ModeratorInput {
  readonly facilityRef: string
  readonly accountId: string
  readonly moderator: boolean
}

/** Input of `setApplicationStatus`. */
export interface ApplicationStatusInput {
  readonly facilityRef: string
  readonly applicationId: number
  readonly status: ApplicationStatus
}

/** Input of `removePublication`. */
export interface PublicationRef {
  readonly facilityRef: string
  readonly publicationId: number
}


/**
 * The rich-text editor's image upload for a facility's news (management 2.11 IMAGE): the picture
 * is stored as one of the news' files, and its URL goes into the content.
 */
export function newsImageUpload(client: ApiCaller, facilityRef: string): (file: Blob & { readonly name: string }) => Promise<string> {
  return async (file) => {
    const stored = await client.call((api) => api.publications.uploadAttachment({ params: { id: facilityRef }, payload: fileForm(file, file.name) }))
    return stored.url
  }
}

/**
 * The owner area's calls for the day plan, opinions, questions, applications, news and members
 * tabs (management 2.4), as actors over the API client for the machines' slots. Each rejects
 * with the endpoint's typed error or a ConnectionError.
 */
export function ownerTabActors(client: ApiCaller) {
  return {
    /** dayPlanEditorMachine's `save`: the day plan alone, as the facility's changed field. */
    saveDayPlan: callActor(client, (api, { facilityRef, dayPlan }: DayPlanSaveInput) =>
      api.facilityEdits.patch({ params: { id: facilityRef }, query: {}, payload: { day_plan: dayPlan } })
    ),
    /** opinionAnswerFormMachine's `send`. */
    answerOpinion: callActor(client, (api, { opinionId, content }: OpinionAnswerSaveInput) =>
      api.opinions.answer({ params: { id: opinionId }, payload: { content } })
    ),
    /** memberInviteFormMachine's `send`. */
    invite: callActor(client, (api, { facilityRef, invite }: MemberInviteSendInput) =>
      api.memberships.invite({ params: { id: facilityRef }, payload: invite })
    ),
    /** A commandMachine's `run`: confirm or reject a waiting parent or teacher. */
    decideMember: callActor(client, (api, { facilityRef, accountId, status }: MemberDecisionInput) =>
      api.memberships.decide({ params: { id: facilityRef, account: accountId }, payload: { status } })
    ),
    /** A commandMachine's `run`: a teacher made a moderator, or no longer one. */
    setModerator: callActor(client, (api, { facilityRef, accountId, moderator }: ModeratorInput) =>
      api.memberships.setPermissions({ params: { id: facilityRef, account: accountId }, payload: { moderator } })
    ),
    /** ownershipTransferFormMachine's `send`. */
    transferOwnership: callActor(client, (api, { facilityRef, transfer }: OwnershipTransferSendInput) =>
      api.ownership.transfer({ params: { id: facilityRef }, payload: transfer })
    ),
    /** A commandMachine's `run`: an application moved on. */
    setApplicationStatus: callActor(client, (api, { facilityRef, applicationId, status }: ApplicationStatusInput) =>
      api.applications.setStatus({ params: { id: facilityRef, application: applicationId }, payload: { status } })
    ),
    /** publicationFormMachine's `send`: a new item, or the changed fields of one. */
    savePublication: callActor(client, (api, input: PublicationSaveInput) =>
      input.publicationId === null
        ? api.publications.create({ params: { id: input.facilityRef }, payload: input.publication })
        : api.publications.update({ params: { id: input.facilityRef, publication: input.publicationId }, payload: input.publication })
    ),
    /** A commandMachine's `run`: a news item taken down. */
    removePublication: callActor(client, (api, { facilityRef, publicationId }: PublicationRef) =>
      api.publications.remove({ params: { id: facilityRef, publication: publicationId } })
    ),
    /** attachmentsInputMachine's `upload`: one file for the facility's news, as the multipart part `file`. */
    uploadAttachment: callActor(client, (api, { facilityRef, file }: AttachmentUploadRequest) => {
      if (!(file instanceof Blob)) throw new TypeError("an attachment upload needs the picked file itself")
      if (facilityRef === undefined) throw new TypeError("a news item's file is for a facility")
      return api.publications.uploadAttachment({ params: { id: facilityRef }, payload: fileForm(file, file.name) })
    })
  }
}
