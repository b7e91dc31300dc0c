/** Every machine of core as a ready machine, named one by one: `session.machine(readyMachines.questionForm)`. */
export {
  avatarInput,
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
  attachmentsInput,
  dayPlanEditor,
  employeeForm,
  employeePhoto,
  facilityAddressForm,
  facilityAmenitiesForm,
  facilityBasicInfoForm,
  facilityDescriptionForm,
  facilityExtraClassesForm,
  facilityLogo,
  facilityRecruitmentForm,
  facilitySettingsForm,
  galleryEditor,
  memberInviteForm,
  opinionAnswerForm,
  ownershipTransferForm,
  publicationForm
} from "./ownerMachines"
export {
  applicationForm,
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
  mapSearch
} from "./searchMachines"
export {
  declineReasonForm,
  rejectReasonForm
} from "./supportMachines"
