import { facilityEditActors } from "../actors/facilityEditActors"
import { facilityImageActors } from "../actors/facilityImageActors"
import { employeeActors, galleryActors } from "../actors/galleryStaffActors"
import { ownerTabActors } from "../actors/ownerTabActors"
import { webPageActors } from "../actors/webPageActors"
import type { ManagedFacility } from "../domain/managedFacility"
import { attachmentsInputMachine } from "../machines/attachmentsInput.machine"
import { commandOf } from "../machines/command.machine"
import { dayPlanEditorMachine } from "../machines/dayPlanEditor.machine"
import { employeeFormMachine } from "../machines/employeeForm.machine"
import { employeePhotoMachine } from "../machines/employeePhoto.machine"
import { facilityAddressFormMachine } from "../machines/facilityAddressForm.machine"
import { facilityAmenitiesFormMachine, facilityExtraClassesFormMachine } from "../machines/facilityAmenitiesForm.machine"
import { facilityBasicInfoFormMachine } from "../machines/facilityBasicInfoForm.machine"
import { facilityDescriptionFormMachine } from "../machines/facilityDescriptionForm.machine"
import type { FacilityEditInput, FacilityPatchInput } from "../machines/facilityEditForm"
import { facilityLogoMachine } from "../machines/facilityLogo.machine"
import { facilityRecruitmentFormMachine } from "../machines/facilityRecruitmentForm.machine"
import { facilitySettingsFormMachine } from "../machines/facilitySettingsForm.machine"
import type { FormMachine } from "../machines/form.machine"
import { galleryEditorMachine } from "../machines/galleryEditor.machine"
import { memberInviteFormMachine } from "../machines/memberInviteForm.machine"
import { opinionAnswerFormMachine } from "../machines/opinionAnswerForm.machine"
import { ownershipTransferFormMachine } from "../machines/ownershipTransferForm.machine"
import { publicationFormMachine } from "../machines/publicationForm.machine"
import { websiteBuilderMachine } from "../machines/websiteBuilder.machine"
import { facilityKeys } from "../queries/queryKeys"
import { withPlatformCrop } from "./platformCrop"
import { readyMachine } from "./readyMachine"

/** A news item or event, saved. */
export const publicationForm = readyMachine(({ api }) => publicationFormMachine.provide({ actors: { send: ownerTabActors(api).savePublication } }))

/** A publication's attachments, each uploaded as it is picked. */
export const attachmentsInput = readyMachine(({ api }) =>
  attachmentsInputMachine.provide({ actors: { upload: ownerTabActors(api).uploadAttachment } })
)

/** The day plan. */
export const dayPlanEditor = readyMachine(({ api }) => dayPlanEditorMachine.provide({ actors: { save: ownerTabActors(api).saveDayPlan } }))

/** An employee added or changed. */
export const employeeForm = readyMachine(({ api }) => employeeFormMachine.provide({ actors: { send: employeeActors(api).save } }))

/** An employee's photo: cropped by the platform, uploaded through the client. */
export const employeePhoto = readyMachine(({ api, platform }) =>
  employeePhotoMachine.provide({ actors: { ...withPlatformCrop(platform), upload: employeeActors(api).uploadPhoto } })
)

/** The facility's logo: cropped by the platform, uploaded or removed through the client. */
export const facilityLogo = readyMachine(({ api, platform }) => {
  const actors = facilityImageActors(api)
  return facilityLogoMachine.provide({ actors: { ...withPlatformCrop(platform), upload: actors.upload, remove: actors.remove } })
})

/** The gallery: uploads with the session's token over the platform's transport (with progress). */
export const galleryEditor = readyMachine(({ api, tokens, baseUrl, platform }) =>
  galleryEditorMachine.provide({
    actors: galleryActors({ client: api, tokens, baseUrl, ...(platform.uploadTransport === undefined ? {} : { transport: platform.uploadTransport }) })
  })
)

/** The facility's website builder: its site, settings and subpages over the web pages calls. */
export const websiteBuilder = readyMachine(({ api }) => websiteBuilderMachine.provide({ actors: webPageActors(api) }))

/** The ownership handed to another member. */
export const ownershipTransferForm = readyMachine(({ api }) =>
  ownershipTransferFormMachine.provide({ actors: { send: ownerTabActors(api).transferOwnership } })
)

/** A member invited by e-mail. */
export const memberInviteForm = readyMachine(({ api }) => memberInviteFormMachine.provide({ actors: { send: ownerTabActors(api).invite } }))

/** The facility's answer to an opinion. */
export const opinionAnswerForm = readyMachine(({ api }) => opinionAnswerFormMachine.provide({ actors: { send: ownerTabActors(api).answerOpinion } }))

type FacilityForm<Field extends string> = FormMachine<Field, FacilityEditInput, FacilityPatchInput, ManagedFacility, ManagedFacility>

/** A tab's form over `PATCH facility/list/:ref` (the facility's canonical ref); one definition for every tab. */
const facilityForm = <Field extends string>(machine: FacilityForm<Field>) =>
  readyMachine(({ api }) => machine.provide({ actors: { send: facilityEditActors(api).patch } }) as FacilityForm<Field>)

/** The owner area's tabs' forms. */
export const facilityBasicInfoForm = facilityForm(facilityBasicInfoFormMachine)
export const facilityAddressForm = facilityForm(facilityAddressFormMachine)
export const facilityAmenitiesForm = facilityForm(facilityAmenitiesFormMachine)
export const facilityExtraClassesForm = facilityForm(facilityExtraClassesFormMachine)
export const facilityDescriptionForm = facilityForm(facilityDescriptionFormMachine)
export const facilityRecruitmentForm = facilityForm(facilityRecruitmentFormMachine)
export const facilitySettingsForm = facilityForm(facilitySettingsFormMachine)

/** A news item deleted: every page of the facility's news items loses it. */
export const publicationRemoval = readyMachine(({ api }) =>
  commandOf(ownerTabActors(api).removePublication, ({ facilityRef }) => [facilityKeys.publications(facilityRef)])
)

/** An employee deleted: the staff list the tab reads, and the profile that shows the staff. */
export const employeeRemoval = readyMachine(({ api }) =>
  commandOf(employeeActors(api).remove, ({ facilityRef }) => [facilityKeys.detail(facilityRef)])
)

/** A teacher made a moderator of the facility's pages, or no longer one; answers the member as changed. */
export const moderatorSwitch = readyMachine(({ api }) => commandOf(ownerTabActors(api).setModerator))

/** A waiting member confirmed or rejected; answers the member as decided. */
export const memberDecision = readyMachine(({ api }) => commandOf(ownerTabActors(api).decideMember))

/** An application moved to its next status; answers the application as saved. */
export const applicationStatusMove = readyMachine(({ api }) => commandOf(ownerTabActors(api).setApplicationStatus))
