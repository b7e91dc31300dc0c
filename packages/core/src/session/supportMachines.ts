import { catalogueActors } from "../actors/catalogueActors"
import { shadowDeskActors } from "../actors/claimActors"
import { moderationActors } from "../actors/moderationActors"
import { partnerActors } from "../actors/partnerActors"
import { supportFacilityActors } from "../actors/supportFacilityActors"
import { supportToolboxActors } from "../actors/supportToolboxActors"
import { commandOf } from "../machines/command.machine"
import { pageTemplateFormMachine } from "../machines/pageTemplateForm.machine"
import { partnerFormMachine } from "../machines/partnerForm.machine"
import { moderationDeskMachine } from "../machines/moderationDesk.machine"
import { declineReasonFormMachine, rejectReasonFormMachine } from "../machines/rejectReasonForm.machine"
import { supportFacilityFormMachine } from "../machines/supportFacilityForm.machine"
import { tagFormMachine } from "../machines/tagForm.machine"
import { templateImageMachine } from "../machines/templateImage.machine"
import { tagRemovalMachine } from "../machines/tagRemoval.machine"
import { userLimitFormMachine } from "../machines/userLimitForm.machine"
import { templateChangeKeys } from "../queries/catalogueQueries"
import { shadowChangeKeys, supportFacilityChangeKeys } from "../queries/staleKeys"
import { moderationKeys, partnerKeys, supportToolboxKeys } from "../queries/queryKeys"
import { withPlatformCrop } from "./platformCrop"
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

/** Editing a facility's features on the support panel: package and end date, badge, tags, active flag, owner. */
export const supportFacilityForm = readyMachine(({ api }) => supportFacilityFormMachine.provide({ actors: { send: supportFacilityActors(api).update } }))

/** Deleting a facility with all that hangs on it: every read of facilities and the trail go stale. */
export const supportFacilityRemoval = readyMachine(({ api }) =>
  commandOf(supportFacilityActors(api).remove, () => supportFacilityChangeKeys))

/** Creating or editing a tag (management 2.9 Tags). */
export const tagForm = readyMachine(({ api }) => tagFormMachine.provide({ actors: { send: catalogueActors(api).saveTag } }))

/** Removing a tag; `force` detaches it from what uses it (after the 409 said where). */
export const tagRemoval = readyMachine(({ api }) => tagRemovalMachine.provide({ actors: { send: catalogueActors(api).removeTag } }))

/** Editing a package limit's values (management 2.9 Limits). */
export const userLimitForm = readyMachine(({ api }) => userLimitFormMachine.provide({ actors: { send: catalogueActors(api).saveLimit } }))

/** Creating or editing a website template (management 2.9 Templates). */
export const pageTemplateForm = readyMachine(({ api }) => pageTemplateFormMachine.provide({ actors: { send: catalogueActors(api).saveTemplate } }))

/** A website template's picture: cropped by the platform (unlocked), uploaded through the client for the form. */
export const templateImage = readyMachine(({ api, platform }) =>
  templateImageMachine.provide({ actors: { ...withPlatformCrop(platform), upload: catalogueActors(api).uploadTemplateImage } }))

/** Removing a website template no site uses. */
export const pageTemplateRemoval = readyMachine(({ api }) => commandOf(catalogueActors(api).removeTemplate, () => templateChangeKeys))

/** The moderation desk moved through by keyboard, its verdicts (one item or many) sent in bulk. */
export const moderationDesk = readyMachine(({ api }) => moderationDeskMachine.provide({ actors: { decide: moderationActors(api).bulk } }))
// After a toolbox action the looked-up account and its audit trail are read again.
const toolboxActed = () => [supportToolboxKeys.all]

/** Mailing a not-activated account its activation link again (support's toolbox). */
export const userConfirmationResend = readyMachine(({ api }) => commandOf(supportToolboxActors(api).resendConfirmation, toolboxActed))

/** Letting in an account that wrong passwords slowed (support's toolbox). */
export const userUnlock = readyMachine(({ api }) => commandOf(supportToolboxActors(api).unlock, toolboxActed))

/** Ending every session of an account (support's toolbox). */
export const userSessionsEnd = readyMachine(({ api }) => commandOf(supportToolboxActors(api).endSessions, toolboxActed))

/** Creating a partner app: the answer carries its key, shown this once (support's toolbox). */
export const partnerForm = readyMachine(({ api }) => partnerFormMachine.provide({ actors: { send: partnerActors(api).create } }))

/** Revoking a partner app's key: its calls are refused from then on, and the list is read again. */
export const partnerRevocation = readyMachine(({ api }) => commandOf(partnerActors(api).revoke, () => [partnerKeys.all]))
