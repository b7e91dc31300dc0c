/** Every machine of core as a ready machine, named one by one: `session.machine(readyMachines.questionForm)`. */
export {
  accountExport,
  activationResend,
  avatarInput,
  avatarRemoval,
  changeEmailForm,
  changePasswordForm,
  consentStep,
  deleteAccount,
  loginForm,
  passwordRemindForm,
  passwordResetForm,
  profileSettings,
  signupForm
} from "./accountMachines"
export {
  applicationStatusMove,
  attachmentsInput,
  dayPlanEditor,
  employeeForm,
  employeePhoto,
  employeeRemoval,
  facilityAddressForm,
  facilityAmenitiesForm,
  facilityBasicInfoForm,
  facilityDescriptionForm,
  facilityExtraClassesForm,
  facilityLogo,
  facilityRecruitmentForm,
  facilitySettingsForm,
  galleryEditor,
  memberDecision,
  memberInviteForm,
  moderatorSwitch,
  opinionAnswerForm,
  ownershipTransferForm,
  publicationForm,
  publicationRemoval,
  websiteBuilder
} from "./ownerMachines"
export {
  applicationForm,
  applicationWithdrawal,
  claimWizard,
  membership,
  opinionWizard,
  questionForm,
  reportForm,
  seenMarker,
  threadMessageForm
} from "./parentMachines"
export {
  citySearch,
  mapSearch,
  nearMe
} from "./searchMachines"
export { cityDescriptionForm, faqItemForm, faqItemRemoval, faqReorder } from "./cmsMachines"
export { leadForm, presentationForm, salesRequestHandling } from "./salesMachines"
export { alertUnsubscribe, savedSearchChange, savedSearchRemoval, saveSearchForm } from "./savedSearchMachines"
export { legalVersionForm } from "./cmsLegalMachines"
export { maintenanceMessageForm, maintenanceNotifyForm, maintenanceSwitch } from "./maintenanceMachines"
export { blogPostForm, blogPostRemoval, materialAttachmentsInput, materialForm, materialRemoval, teacherEventForm, teacherEventRemoval } from "./contentCmsMachines"
export {
  answerAcceptance,
  declineReasonForm,
  moderationDesk,
  opinionAcceptance,
  pageTemplateForm,
  pageTemplateRemoval,
  partnerForm,
  partnerRevocation,
  rejectReasonForm,
  reportResolution,
  shadowAcceptance,
  shadowRemoval,
  supportFacilityForm,
  supportFacilityRemoval,
  tagForm,
  tagRemoval,
  templateImage,
  userConfirmationResend,
  userLimitForm,
  userSessionsEnd,
  userUnlock
} from "./supportMachines"
export { favourites } from "./favouriteMachines"
export { visitBooking, visitCancellation, visitSlotForm, visitSlotWithdrawal } from "./visitMachines"
