/**
 * @pociecha/core — the headless SDK: domain schemas and rules, the HTTP contract, Effect clients,
 * XState machines and query options. No React, no DOM, no server code.
 *
 * Every public name is listed here by hand: a name ships only when an app, the server, an example
 * or the site renderer needs it. Test support lives in `@pociecha/core/testing`; tests of core
 * import what else they need from its file.
 */

// Domain: the entities of the spec as Effect schemas and types
export { AGE_GROUPS } from "./domain/ageGroups"
export { Application, ApplicationStatus } from "./domain/application"
export {
  DayPlanEntry, Employee, ExtraClass, Facility, FacilityMarker, FacilitySearchItem, FacilityStatus, FacilitySummary,
  GalleryPhoto, GeoPoint, ShadowStatus
} from "./domain/facility"
export {
  acceptedLegalKinds, LegalDocument, LegalKind, LegalVersionRef, LegalVersionSummary, pendingLegalVersions
} from "./domain/legal"
export { legalKindOfPage, legalKinds, legalPaths } from "./domain/legalPages"
export { ManagedFacility } from "./domain/managedFacility"
export { FacilityMember, MemberRole, Membership, SubscriberRole } from "./domain/membership"
export { isOAuthProvider, OAuthProvider, oauthProviderNames } from "./domain/oauthProvider"
export {
  FacilityOpinion, ModerationItem, ModerationStatus, MyOpinion, OpinionAuthor, OpinionBadge, OpinionSummary,
  PublicOpinion, PublishedAnswer
} from "./domain/opinion"
export { Overview } from "./domain/overview"
export { makePage, Page } from "./domain/page"
export {
  Publication, PUBLICATION_CONTENT_MAX, PUBLICATION_TITLE_MAX, PublicationAttachment, publicationCategories,
  PublicationCategory, publicationVisibilities, PublicationVisibility
} from "./domain/publication"
export { QuestionMessage, QuestionSummary, QuestionThread, QuestionTopic, questionTopics } from "./domain/question"
export { BoundingBox, CitiesOfVoivodeship, City, CityListItem, DistrictListItem, Voivodeship, VoivodeshipTopCities } from "./domain/region"
export { ReportReason, reportReasons, ReportTargetKind, SupportReport } from "./domain/report"
export {
  CUSTOMER_SERVICE_HOURS, PRESENTATION_MINUTES, SALES_REQUEST_RETENTION_DAYS, SALES_REQUESTS_PAGE_SIZE, SalesRequest, SalesRequestKind
} from "./domain/salesRequest"
export { ShadowDetails, ShadowDocument, ShadowKind, ShadowRecord, UserShadowFacility } from "./domain/shadowFacility"
export { PREMIUM_LAPSED_ACTION, SupportAuditEntry } from "./domain/supportAudit"
export { Tag, TagIcon, tagIcons, TagNames, TagType } from "./domain/tag"
export { FacilityOwnership, FacilityRunner, SupportUser, SupportUserFacility } from "./domain/supportUser"
export { CityDescription, CmsCity } from "./domain/cityDescription"
export { BlogCategory, BlogPost, BlogPostLink, BlogPostSummary, CmsBlogPost, CmsBlogPostItem } from "./domain/blog"
export {
  BLOG_FEED_SIZE,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_SIZE,
  blogCategories,
  blogCategoryOfSlug,
  blogCategorySlugs,
  blogPaths
} from "./domain/blogPages"
export { CmsFaqItem, FaqItem, FaqKind, FaqPage, FaqSection } from "./domain/faq"
export { faqPath, faqPageTexts, type FaqPageText, faqSectionOfRoute, faqSectionRoutes, faqSections } from "./domain/faqPages"
export { Language, User, UserFacility } from "./domain/user"
export {
  ContentStatus,
  ContentText,
  type PublicationState,
  publicationState,
  readingMinutes,
  ServedLanguage,
  servedVersion,
  type TranslationLanguage,
  translationLanguages
} from "./domain/content"
export { ContentTextPayload, Moment, PublicationPayload, TranslationsPayload } from "./api/contentPayloads"
export { UserLimitRecord } from "./domain/userLimit"
export { AgeGroup } from "./domain/vacancies"
export {
  NEWS_SUBPAGE_SLUG, PageTemplate, Subpage, SUBPAGE_SECTIONS_MAX, SUBPAGE_TITLE_MAX, SubpageSection, SUBPAGES_MAX, SubpageType,
  subpageTypes, ThemeKey, themeKeys, WebPage, WebPageDomain
} from "./domain/webPage"

// Rules: the spec's pure decisions (permissions, limits, validation, display), for server and apps
export { type AccountCounterKey, accountCounters, type AccountCounters } from "./domain/rules/accountCounters"
export { hasOwnPassword } from "./domain/rules/accountPassword"
export {
  canModerate, canResign, canSubscribe, canTakePartInThread, canWriteOpinion, type FacilityRelation,
  isConfirmedTeacher, isDecidableMembership, isFacilityStaff, runsFacility
} from "./domain/rules/activityPermissions"
export { amenityEditsLeft } from "./domain/rules/amenityEditsLeft"
export {
  type AppRouteMatch, type AppRouteName, appRouteNames, appRoutes, matchAppRoute
} from "./domain/rules/appRoutes"
export { canMoveApplication, nextApplicationStatuses } from "./domain/rules/applicationStatus"
export { applicationStatusDisplay } from "./domain/rules/applicationStatusDisplay"
export { applyOffer } from "./domain/rules/applyOffer"
export {
  type AttachmentFormat, attachmentFormatOf, type AttachmentKind, classifyAttachment, opensInOfficeViewer
} from "./domain/rules/attachment"
export {
  catalogDisplayKey, catalogTypes, type CatalogType, isCatalogType, requiredSpecializationFor
} from "./domain/rules/catalogType"
export { validateChildBirthDate } from "./domain/rules/childBirthDate"
export { resolveCurrentFacility } from "./domain/rules/currentFacility"
export { dayPlanOf } from "./domain/rules/dayPlan"
export { membershipStatusDisplay, moderationStatusDisplay } from "./domain/rules/decisionStatusDisplay"
export { displayName } from "./domain/rules/displayName"
export { isValidEmail, normalizeEmail } from "./domain/rules/email"
export {
  FACILITY_ACTION_PARAM, type FacilityAction, facilityActionParam, readFacilityAction, startFacilityAction
} from "./domain/rules/facilityAction"
export { facilityBadge, type FacilityBadgeInput } from "./domain/rules/facilityBadge"
export { basicInfoProblems } from "./domain/rules/facilityBasicInfo"
export {
  facilityIllustration, type IllustrationBuilding, type IllustrationMotif, type IllustrationPalette
} from "./domain/rules/facilityIllustration"
export { type FacilityPatchType, patchTypeProblems } from "./domain/rules/facilityPatch"
export { facilityLinks, facilityTagChips } from "./domain/rules/facilityProfileChips"
export { type FacilityIdentity, facilityRefOf } from "./domain/rules/facilityRef"
export { facilityProfilePath, facilityTier, tierRank } from "./domain/rules/facilityTier"
export { OPINION_MIN_LENGTH, validateHasDocument, validateRichTextLength } from "./domain/rules/fieldValidators"
export {
  AVATAR_EXTENSIONS, type DocumentFormat, documentFormatOf, type FileLike, MAX_FILE_BYTES, validateDocumentBytes,
  validateFileSize, validateImageBytes
} from "./domain/rules/fileValidation"
export { formatAddress } from "./domain/rules/formatAddress"
export { facilityJsonLd, type FacilityJsonLdOptions, isPreschool, type JsonLd, scriptJson } from "./domain/rules/facilityJsonLd"
export { DISPLAY_TIME_ZONE, formatDate, formatDateTime, isoDateInWarsaw } from "./domain/rules/formatDateTime"
export { formatPhone } from "./domain/rules/formatPhone"
export { formatScore, hasScore } from "./domain/rules/formatScore"
export { hasChanges } from "./domain/rules/hasChanges"
export { type HostMode, resolveHostMode } from "./domain/rules/hostMode"
export { htmlLang, LANGUAGE_COOKIE, languageCookie, languageOfCookies } from "./domain/rules/languageCookie"
export { isLanguageCode } from "./domain/rules/languageCode"
export { languageInUrl, urlInLanguage } from "./domain/rules/languageInUrl"
export { legacyFacilityRef, makeLegacyIdCodec } from "./domain/rules/legacyId"
export { DEFAULT_REPORTS_PER_DAY, hasRoomForOneMore, resolveLimit, UNLIMITED, type UserLimit } from "./domain/rules/limits"
export {
  CITY_ZOOM, DEFAULT_CENTER, DEFAULT_ZOOM, MAP_MAX_ZOOM, MAP_MIN_ZOOM, type MapBounds, MOBILE_LAYOUT_QUERY,
  searchPolygon
} from "./domain/rules/mapDefaults"
export { type MapOpening, mapTileGrid } from "./domain/rules/mapTileGrid"
export { invitationPath } from "./domain/rules/memberInvitation"
export {
  canManageMemberPermissions, canTransferOwnership, FORMER_OWNER_PERMISSIONS, withModerator
} from "./domain/rules/memberPermissions"
export { membersOfRole } from "./domain/rules/memberOrder"
export { facilityCounter, isAwaitingSupport, myFacilities, type MyFacilityEntry, ownerTabAccess } from "./domain/rules/myFacilities"
export { formatMinutes, hoursText, type HoursLine } from "./domain/rules/openingHours"
export {
  MODERATOR_TAB, type ModeratedFacility, moderatedFacilities, ownerAreaRole, type OwnerAreaRole, ownerAreaRouteFor,
  ownerAreaShowsTab
} from "./domain/rules/ownerAreaRole"
export { opinionBadge } from "./domain/rules/opinionBadge"
export {
  amenitiesCountProblem, canEditAmenities, limitInForce, limitOf, limitsInForce, profileLimitKeys,
  recruitmentTextProblem
} from "./domain/rules/packageLimits"
export { DEFAULT_PAGE_SIZE } from "./domain/rules/pagination"
export {
  checkPasswordStrength, type PasswordScore, passwordStrengthLevel, passwordStrengthLevels
} from "./domain/rules/passwordPolicy"
export {
  type AccessUser, type Caller, canActOnAccount, canEditFacilityData, canEnterRoute, canExportAccountData,
  canSetFacilityStatus, hasPermission, holdsFacilityPermission, isSupport, isSupportCaller, ownerPermissions,
  permissionNames, SUPPORT_USER_TYPE
} from "./domain/rules/permissions"
export { intlLocale } from "./domain/rules/plural"
export { privateNewsInvitation, type PrivateNewsInvitation } from "./domain/rules/privateNews"
export {
  canWritePublications, isModeratorTeacher, mayPublishAs, type MemberRelation, needsPremium, readableVisibilities,
  userModeratesPublications
} from "./domain/rules/publicationPermissions"
export { type FieldCondition, type FilterOperator, formatFilterQuery } from "./domain/rules/queryGrammar"
export { parseFilterQuery } from "./domain/rules/queryParser"
export { RATING_MAX, type RatingAspect, ratingAspects } from "./domain/rules/ratings"
export { moreResultsCount, shownResultCount, type ShownResultCount } from "./domain/rules/resultCount"
export { safeReturnPath } from "./domain/rules/returnPath"
export { isAllowedLinkHref, linkRel, richTextLinkSchemes } from "./domain/rules/richTextLink"
export { fillPattern, type RoutePattern } from "./domain/rules/routePattern"
export {
  clearFilters, countFilters, FILTER_KEYS, type FilterKey, matchesFilters, readBoolean, readFilters,
  STATUS_FILTER_VALUES, toggleMultiValue, toQueryString, writeBoolean, writeFilters
} from "./domain/rules/searchFilters"
export { normalizeSearchText, searchTextMatches } from "./domain/rules/searchText"
export {
  featureStatus, type FeatureStatus, type PlanItem, type ProductFeature, type ProductFeatureKey, productFeatures, type ProductPackage, productPackages,
  type YearlyPlan, yearlyPlans
} from "./domain/productOffer"
export { canHandleSalesRequests } from "./domain/rules/salesRequestPermissions"
export { canDecideShadow, canReadShadow } from "./domain/rules/shadowPermissions"
export { canManageFacilities } from "./domain/rules/supportFacilityPermissions"
export { type FacilityPackage, LAPSED_PREMIUM_STATUS, packageProblems, statusInForce } from "./domain/rules/facilityPremium"
export { canEditCatalogue } from "./domain/rules/cataloguePermissions"
export { canReadSupportAudit, canRecordCmsAudit, canUseSupportToolbox } from "./domain/rules/auditPermissions"
export { canUseCms, CONTENT_USER_TYPE, isCmsUser } from "./domain/rules/cmsPermissions"
export { canSwitchMaintenance, seesMaintenancePage } from "./domain/rules/maintenance"
export { MAINTENANCE_RETRY_AFTER_SECONDS, MaintenanceState } from "./domain/maintenance"
export { canManagePartners } from "./domain/rules/partnerPermissions"
export {
  CARD_PANEL_BASE, CARD_PANEL_FIRST_TAB, cardPanelPathOf, type CardPanelRouteName, cardPanelTabAt, cardPanelTabs, isCardPanelPath
} from "./domain/rules/cardPanelRoutes"
export { slugify } from "./domain/rules/slug"
export { specializationLabelKey } from "./domain/rules/specializationLabel"
export { minutesToTime, timeToMinutes } from "./domain/rules/timeOfDay"
export { normalizeUrl } from "./domain/rules/url"
export { sortVacancies } from "./domain/rules/vacancies"
export { vacanciesOnProfile, type VacanciesSource } from "./domain/rules/vacanciesOnProfile"
export { canManageWebsite } from "./domain/rules/webPagePermissions"
export { type ValidationKey, validationMessages } from "./domain/rules/validationMessages"
export { readVisitedFacilities, rememberVisitedFacility, VISITED_STORAGE_KEY } from "./domain/rules/visitedFacilities"
export {
  freeSubpageSlug, hasParentCycle, RESERVED_SUBPAGE_SLUGS, type SubpageLink, type SubpageNode, subpageTrail, subpageTree
} from "./domain/rules/subpageTree"
export {
  RESERVED_WEBSITE_NAMES, type SiteHost, siteOfHost, subdomainOf, suggestedWebsiteName, WEBSITE_NAME_MAX, websiteNameProblem,
  type WebsiteNameProblem
} from "./domain/rules/websiteName"
export { zoomResultCap } from "./domain/rules/zoomResultCap"

// The HTTP contract: the HttpApi, its payloads, ids, bounds and the one error catalogue
export { AccountPatch } from "./api/account"
export { AccountDataExport, accountExportFileName } from "./api/accountExport"
export { PociechaApi } from "./api/api"
export { isApiError, isRefreshableError, isSessionEndingError } from "./api/apiErrorBrand"
export { ApplicationPayload } from "./api/applications"
export { maxLengths, PlainPersonName } from "./api/bounds"
export { LeadPayload, PresentationPayload } from "./api/salesRequests"
export {
  apiError, type ApiError, type ApiErrorOf, ApiErrors, BadRequestError, ConflictError, type ContractErrorKey,
  errorBody, type ErrorBody, errorCatalogue, ErrorDetail, type ErrorKey, type ErrorType, FieldMessages,
  ForbiddenError, NotFoundError, ServerError, ServiceUnavailableError, TooManyRequestsError, UnauthorizedError
} from "./api/errors"
export { FacilityPatch } from "./api/facilityEdits"
export { fieldMessagesOf } from "./api/fieldMessages"
export { EmployeePatch, EmployeePayload, Gallery, TOO_MANY_PHOTOS } from "./api/galleryStaff"
export { MAX_ROW_ID } from "./api/ids"
export { MapMarkers, markerRow } from "./api/mapMarkers"
export { MailboxMessage } from "./api/misc"
export {
  OAUTH_ROUTES_BASE, oauthCallbackPath, type OAuthErrorKey, oauthReturnPath, oauthStartPath, readOAuthReturn
} from "./api/oauthRoutes"
export { OpinionPayload } from "./api/opinions"
export { PublicationPatch } from "./api/publications"
export { NewFacilities } from "./api/regions"
export { GeoSearchPayload, GeoSearchResult, SearchFacilities, SearchFacility, SearchFormat, SearchPayload } from "./api/search"
export { ApiBoundary, Authentication, Viewer, type ViewerClaims, type ViewerState } from "./api/security"
export { type ServedSetting, servedSettings } from "./api/servedSettings"
export { ShadowData } from "./api/shadows"
export { AUDIT_PAGE_SIZE } from "./api/supportAudit"
export { MODERATION_BULK_LIMIT, MODERATION_PAGE_SIZE, moderationStates, type BulkVerdictPayload, type ModerationState, type ModerationTarget } from "./api/moderation"
export {
  FacilityDeletion, PremiumUntil, SUPPORT_FACILITY_PAGE_SIZE, SUPPORT_FACILITY_QUERY_MAX, SupportFacility, SupportFacilityPatch, SupportFacilityRow
} from "./api/supportFacilities"
export {
  LimitStatusStat, TagParam, TagPatch, TagPayload, UserLimitPatch, UserLimitStat
} from "./api/supportCatalogue"
export { OWNERSHIP_PAGE_SIZE } from "./api/supportOwnership"
export { CityDescriptionPayload, CMS_CITIES_PAGE_SIZE } from "./api/cms"
export { BlogPostPayload, BlogSlug, CMS_BLOG_PAGE_SIZE, CoverUrl } from "./api/blog"
export { LegalVersionPayload } from "./api/cmsLegal"
export { legalPublicationProblems } from "./domain/rules/legalPublication"
export { MaintenanceMessagePayload, MaintenanceNotifyPayload, MaintenanceSwitchPayload } from "./api/maintenance"
export { CmsFaqList, FaqItemPayload, FaqOrderPayload } from "./api/faq"
export {
  NewPartner, NewPartnerPayload, Partner, PartnerAccount, PartnerAccountPayload, PARTNER_KEY_HEADER
} from "./api/partners"
export {
  PageTemplatePatch, PageTemplatePayload, SortSubpagesPayload, SubpagePatch, SubpagePayload, WebPagePatch, WebPagePayload
} from "./api/webPages"

// Clients: the Effect client over the contract, the token store, the light public reader
export { ConnectionError } from "./client/connectionError"
export {
  type ApiCaller, type CallError, type CallErrorOf, createPociechaRuntime, type EndpointError, makePociechaClient,
  type PociechaApiClient, PociechaClient, pociechaClientLayer, type PociechaClientOptions, type PociechaRuntime
} from "./client/pociechaClient"
export { fetchPublicReader } from "./client/publicReader"
export { memoryTokenStore, type TokenStore } from "./client/tokenStore"

// Session: one client's session machine, token store and client wired, and every machine ready to run
export {
  createPociechaSession, type PociechaSession, type PociechaSessionOptions
} from "./session/createPociechaSession"
export { type SessionActor } from "./session/linkSession"
export { type ReadyMachine, readyMachine, type SessionParts, type SessionPlatform } from "./session/readyMachine"
// each machine is named in readyMachines.ts; one namespace keeps `readyMachines.x` at the call sites
import * as readyMachines from "./session/readyMachines"
export { readyMachines }
export { type SessionApi } from "./session/sessionApi"

// Actors: the calls that fill the machines' actor slots, over the client
export { claimWizardActors, shadowDeskActors, shadowDocumentBytes } from "./actors/claimActors"
export { facilityEditActors, locateAddress } from "./actors/facilityEditActors"
export { facilityImageActors } from "./actors/facilityImageActors"
export { employeeActors, galleryActors, type UploadTransport } from "./actors/galleryStaffActors"
export { moderationActors } from "./actors/moderationActors"
export { newsImageUpload, ownerTabActors } from "./actors/ownerTabActors"
export { parentActors } from "./actors/parentActors"
export { sessionActors } from "./actors/sessionActors"
export { webPageActors } from "./actors/webPageActors"

// Machines: the XState machines of every flow, with their named pure decisions and selectors
export { accountFormActors } from "./machines/accountFormActors"
export { ACTIVATION_RESENT, activationResendMachine, offersActivationResend } from "./machines/activationResend"
export { districtChoice, districtsFound, townCentre, townChoice, townsFound } from "./machines/addressPlace"
export { applicationFormMachine } from "./machines/applicationForm.machine"
export { choicesOf, withChoiceAdded, withChoiceMoved, withChoiceRemoved, type ApplicationChoice } from "./machines/applicationChoices"
export { attachmentsInputMachine } from "./machines/attachmentsInput.machine"
export { avatarInputMachine } from "./machines/avatarInput.machine"
export { type CallFailure, classifyCallFailure } from "./machines/callFailurePolicy"
export { changeEmailFormMachine } from "./machines/changeEmailForm.machine"
export { changePasswordFormMachine } from "./machines/changePasswordForm.machine"
export { cityChoiceMachine, selectMapOnScreen } from "./machines/cityChoice.machine"
export { isCityOf } from "./machines/cityFromUrl"
export { buildGeoSearchPayload, type CitySearchEmitted, citySearchMachine } from "./machines/citySearch.machine"
export { citySearchNavigation } from "./machines/citySearchNavigation"
export {
  type ClaimStep, type ClaimTarget, type ClaimTown, claimTownOfCity, emptyClaimDraft
} from "./machines/claimDraft"
export { claimDraftStorage, type ClaimDraftTarget } from "./machines/claimDraftStorage"
export {
  type ClaimWizardContext, type ClaimWizardEvent, claimWizardMachine, claimWizardStep, type SavedClaimDraft
} from "./machines/claimWizard.machine"
export { commandMachine, commandOf } from "./machines/command.machine"
export { consentStepMachine } from "./machines/consentStep.machine"
export { dayPlanEditorMachine, dayPlanErrorKey, type DayPlanRowField } from "./machines/dayPlanEditor.machine"
export { deleteAccountMachine } from "./machines/deleteAccount.machine"
export { employeeFormMachine } from "./machines/employeeForm.machine"
export { employeePhotoMachine } from "./machines/employeePhoto.machine"
export { type AddressField, facilityAddressFormMachine } from "./machines/facilityAddressForm.machine"
export {
  extraClassesOf, facilityAmenitiesFormMachine, facilityExtraClassesFormMachine
} from "./machines/facilityAmenitiesForm.machine"
export { facilityBasicInfoFormMachine } from "./machines/facilityBasicInfoForm.machine"
export { facilityDescriptionFormMachine } from "./machines/facilityDescriptionForm.machine"
export { type FacilityEditInput, type FacilityPatchInput } from "./machines/facilityEditForm"
export { formText } from "./machines/facilityFormValues"
export { facilityLogoMachine } from "./machines/facilityLogo.machine"
export { facilityRecruitmentFormMachine, placesField } from "./machines/facilityRecruitmentForm.machine"
export { type FacilitySettingsField, facilitySettingsFormMachine } from "./machines/facilitySettingsForm.machine"
export { filtersDialogMachine } from "./machines/filtersDialog.machine"
export { type FormMachine } from "./machines/form.machine"
export { type FormToast } from "./machines/formFailure"
export { galleryEditorMachine, galleryOrderChanged, type GalleryUpload } from "./machines/galleryEditor.machine"
export { loginFormMachine } from "./machines/loginForm.machine"
export { boundsFromBoundingBox, type MapFit, type MapSearchEvent, mapSearchMachine, viewNear } from "./machines/mapSearch.machine"
export { memberInviteFormMachine } from "./machines/memberInviteForm.machine"
export { membershipMachine } from "./machines/membership.machine"
export { opinionAnswerFormMachine } from "./machines/opinionAnswerForm.machine"
export { type OpinionStep } from "./machines/opinionDraft"
export { opinionDraftStorage } from "./machines/opinionDraftStorage"
export {
  type OpinionWizardContext, type OpinionWizardEvent, opinionWizardMachine, opinionWizardStep, sendsOnReturn
} from "./machines/opinionWizard.machine"
export { ownershipTransferFormMachine } from "./machines/ownershipTransferForm.machine"
export { passwordRemindFormMachine } from "./machines/passwordRemindForm.machine"
export { passwordResetFormMachine } from "./machines/passwordResetForm.machine"
export { AVATAR_EXPORT, type CropArea, type ExportCropInput, FREE_ASPECT, type PhotoInputEvent } from "./machines/photoInput.machine"
export { profileSettingsMachine } from "./machines/profileSettings.machine"
export { attachmentsOf, attachmentsValue, publicationFormMachine } from "./machines/publicationForm.machine"
export { questionFormMachine } from "./machines/questionForm.machine"
export { declineReasonFormMachine, rejectReasonFormMachine } from "./machines/rejectReasonForm.machine"
export {
  checkSupportFacility, type SupportFacilityField, type SupportFacilityFormInput, supportFacilityFormMachine, supportFacilityPatch, supportFacilityValues
} from "./machines/supportFacilityForm.machine"
export { reportFormMachine } from "./machines/reportForm.machine"
export { citySearchActors, mapSearchActors } from "./machines/searchActors"
export { seenMarkerMachine } from "./machines/seenMarker.machine"
export {
  type LoggedOutReason, selectDisplayName, selectIsLogged, selectUser, type SessionEmitted, type SessionError,
  type SessionEvent, type SessionInput, sessionMachine
} from "./machines/session.machine"
export { loginThroughSession } from "./machines/sessionLogin"
export { signupFormMachine } from "./machines/signupForm.machine"
export { threadMessageFormMachine } from "./machines/threadMessageForm.machine"
export { memoryUserStorage, type UserStorage, type WebStorageLike, webUserStorage } from "./machines/userStorage"
export { websiteBuilderMachine } from "./machines/websiteBuilder.machine"
export { type SubpageDraft, templatePreviewUrl } from "./machines/websiteBuilderDraft"
export { inDisplayOrder, type SubpageMove, type SubpagePlace } from "./machines/websiteBuilderTree"
export {
  type SubpageFlag, type TemplatePreview, type WebsiteBuilderContext, type WebsiteBuilderEmitted, type WebsiteBuilderEvent,
  type WebsiteBuilderInput
} from "./machines/websiteBuilderTypes"

// Query options: what apps cache, with their keys, for TanStack Query or any cache
export { accountQuery, oauthProvidersQuery } from "./queries/accountQueries"
export { overviewQuery, recentOpinionsQuery, tagsQuery } from "./queries/activityQueries"
export { type ApiQuery } from "./queries/apiQuery"
export { myApplicationsQuery, receivedApplicationsQuery } from "./queries/applicationQueries"
export { claimSearchQuery, shadowRecordsQuery } from "./queries/claimQueries"
export { type ConfirmationLink, confirmationLinkQuery } from "./queries/confirmationLinkQuery"
export {
  bestFacilitiesQuery, facilityEmailQuery, facilityListQuery, facilityPhoneQuery, facilityQuery, facilityQueryKey
} from "./queries/facilityQueries"
export { facilityEmployeesQuery, facilityGalleryQuery } from "./queries/galleryStaffQueries"
export { faqPageQuery } from "./queries/faqQueries"
export { legalDocumentQuery, legalDocumentQueryKey } from "./queries/legalQueries"
export { facilityMembersQuery, myMembershipsQuery } from "./queries/membershipQueries"
export { facilityAuditQuery, facilityDeletionQuery, supportFacilitiesQuery, supportFacilityQuery } from "./queries/supportFacilityQueries"
export { allPageTemplatesQuery, limitChangeKeys, limitStatsQuery, tagChangeKeys, templateChangeKeys } from "./queries/catalogueQueries"
export { type TagRemovalField, type TagRemovalInput, tagRemovalMachine } from "./machines/tagRemoval.machine"
export { checkPartnerForm, type PartnerField, partnerFormMachine } from "./machines/partnerForm.machine"
export { type LeadField, leadFormMachine } from "./machines/leadForm.machine"
export { type PresentationField, presentationFormMachine } from "./machines/presentationForm.machine"
export { checkTagForm, tagFormMachine, type TagField, type TagFormInput, tagPayload } from "./machines/tagForm.machine"
export { checkLimitForm, type LimitField, type LimitFormInput, userLimitFormMachine } from "./machines/userLimitForm.machine"
export {
  checkTemplateForm, pageTemplateFormMachine, type TemplateField, type TemplateFormInput, templatePayload
} from "./machines/pageTemplateForm.machine"
export { moderationQueueQuery, opinionReportsQuery, reportsQuery } from "./queries/moderationQueries"
export { deskItemKey, moderationDeskMachine, type ModerationDeskContext, type ModerationDeskEvent } from "./machines/moderationDesk.machine"
export { defaultDeskFilter, deskFilterFromSearch, deskFilterToSearch, deskQueryOf, type ModerationDeskFilter } from "./domain/rules/moderationDeskFilter"
export { partnersQuery } from "./queries/partnerQueries"
export { supportOwnershipQuery, supportUserAuditQuery, supportUserQuery } from "./queries/supportToolboxQueries"
export { cityDescriptionQuery, cmsCitiesQuery, cmsFaqItemQuery, cmsFaqQuery } from "./queries/cmsQueries"
export { blogChangeKeys, blogPostQuery, blogPostsQuery, cmsBlogPostQuery, cmsBlogPostsQuery } from "./queries/blogQueries"
export { maintenanceQuery } from "./queries/maintenanceQueries"
export { DEVELOPMENT_BUILD, isNewBuild, LATEST_BUILD_PATH, type LatestBuild } from "./domain/rules/buildVersion"
export { NEW_BUILD_POLL_MS, newBuildWatchMachine, type NewBuildWatchInput } from "./machines/newBuildWatch.machine"
export { readLatestBuild } from "./actors/latestBuild"
export {
  facilityOpinionsQuery, myOpinionsQuery, receivedOpinionQuery, receivedOpinionsQuery
} from "./queries/opinionQueries"
export {
  managedFacilityQuery, ownedFacilitiesQuery, packageLimitsQuery, userLimitsQuery
} from "./queries/ownerAreaQueries"
export { facilityNewsQuery, facilityPublicationsQuery } from "./queries/publicationQueries"
export { salesRequestsQuery } from "./queries/salesRequestQueries"
export {
  accountKeys, applicationKeys, blogKeys, favouriteKeys, savedSearchKeys, type BlogPostsFilter, catalogueKeys, cmsKeys, type CmsCitiesFilter, facilityKeys, faqKeys, facilityListKeys, geoSearchKeys,
  managedFacilityKeys, membershipKeys, moderationKeys, opinionKeys, overviewKeys, partnerKeys, questionKeys, referenceKeys, regionKeys, shadowKeys,
  salesRequestKeys, supportAuditKeys, supportFacilityKeys, type SupportFacilityFilter, supportToolboxKeys
} from "./queries/queryKeys"
export { facilityQuestionsQuery, myQuestionsQuery, questionThreadQuery } from "./queries/questionQueries"
export {
  citiesOfVoivodeshipQuery, districtsOfCityQuery, newFacilitiesQuery, topCitiesQuery, voivodeshipsQuery
} from "./queries/regionQueries"
export { QUERIES_STALE, type QueriesStale } from "./queries/queriesStale"
export { READ_RETRIES } from "./queries/retryRead"
export { facilityChangeKeys, seenMarkKeys, shadowChangeKeys } from "./queries/staleKeys"
export { builtinCitiesQuery, builtinCitiesQueryKey } from "./queries/searchQueries"
export { facilityPublicSiteQuery, facilityWebPageQuery, facilityWebPagesQuery, pageTemplatesQuery } from "./queries/webPageQueries"
export {
  AttachmentLink, Material, MaterialAgeGroup, materialAgeGroups, MaterialAttachment, MaterialEntryKind, materialEntryKinds,
  MaterialEventRef, MaterialSummary, MaterialTopic, materialTopics, MaterialType, materialTypes, MaterialVisibility, TeacherEvent,
  TeacherEventKind, TeacherEvents
} from "./domain/teacherZone"
export { CmsMaterial, CmsTeacherEvent } from "./domain/teacherZoneCms"
export { MaterialListQuery, MATERIALS_PAGE_SIZE } from "./api/materials"
export { CMS_TEACHER_ZONE_PAGE_SIZE, MATERIAL_ATTACHMENTS_MAX, MaterialPayload, TeacherEventPayload } from "./api/teacherZoneCms"
export {
  contentFormMachine, type ContentFormInput, contentFormState, type ContentKind, type EditorialEntry, type EditorialField, editorialFields,
  localInputToMoment, momentToLocalInput, type SaveContentInput, TRANSLATION_ON
} from "./machines/contentForm.machine"
export { attachmentRows, blogPostFormMachine, listItems, materialFormMachine, teacherEventFormMachine } from "./machines/contentKinds"
export { contentCmsActors } from "./actors/contentCmsActors"
export { materialSearchStems } from "./domain/rules/materialSearchWords"
export { byNextDay, type EventDates, nextEventDay } from "./domain/rules/teacherEventDates"
export { eventDatesProblems, type EventDatesInput } from "./domain/rules/teacherEventPayload"
export { MATERIALS_LIST_SEGMENT } from "./domain/rules/teacherZoneSlug"
export { type MaterialFilter, materialFilterFromSearch, materialFilterToSearch, withMaterialFilter } from "./domain/rules/materialFilter"
export { materialQuery, materialsQuery, teacherEventsQuery } from "./queries/teacherZoneQueries"
export { cmsMaterialQuery, cmsMaterialsQuery, cmsTeacherEventQuery, cmsTeacherEventsQuery } from "./queries/teacherZoneCmsQueries"
export { teacherZoneKeys } from "./queries/queryKeys"
export { attachmentOpenUrl } from "./domain/rules/materialAttachment"

// Favourites (issue 20): the hearts, a guest's on the device, the account's once signed in.
export { FavouritesGroup } from "./api/favourites"
export { guestFavouritesStore, GUEST_FAVOURITES_LIMIT, type GuestFavouritesStore } from "./domain/rules/guestFavourites"
export { favouritesMachine, type FavouriteChange, type FavouritesInput } from "./machines/favourites.machine"
export { myFavouritesQuery } from "./queries/favouriteQueries"
export { COMPARE_MAX, COMPARE_MIN, compareIdsFromSearch, compareSearch, rowDiffers, toggledComparePick } from "./domain/rules/comparison"
export {
  BEACON_INSIGHT_KINDS, BeaconInsightKind, COUNTED_INSIGHT_METRICS, CountedInsightMetric, FacilityInsights, INSIGHT_METRICS,
  INSIGHT_PERIODS, InsightMetric, InsightPeriod, insightPeriodOf, InsightSeries, RECORDED_INSIGHT_METRICS
} from "./domain/insights"
export { InsightEventPayload, InsightsGroup } from "./api/insights"
export {
  type CompletenessInput, type CompletenessItem, type CompletenessTab, profileCompleteness, type ProfileCompleteness
} from "./domain/rules/profileCompleteness"
export { canReadInsights } from "./domain/rules/insightPermissions"
export { facilityInsightsQuery, insightKeys } from "./queries/insightQueries"
export { comparedWithMedian, insightTrend, type InsightTrend } from "./domain/rules/insightTrend"
export { sendInsightBeacon } from "./client/insightBeacon"
export { SEARCH_SORTS, SearchCounts, SearchOrigin, SearchSort } from "./api/searchRefinements"
export { EARTH_RADIUS_M, formatDistance, straightDistanceMeters, type LatLng } from "./domain/rules/straightDistance"
export {
  clearRefinementFilters,
  countRefinementFilters,
  minutesOfTime,
  type NearPlace,
  NO_REFINEMENTS,
  readRefinements,
  refinementPayload,
  sameRefinements,
  type SearchRefinements,
  timeOfMinutes,
  toggleRefinementValue,
  withRefinementText,
  type RefinementTextKey,
  writeRefinements
} from "./domain/rules/searchRefinements"
export { searchCountsQuery } from "./queries/searchCountQueries"
export { searchCountKeys } from "./queries/queryKeys"
export { LocationRefused, type NearMeEvent, type NearMeProblem, nearMeMachine } from "./machines/nearMe.machine"
export { nearMeActors } from "./machines/nearMeActors"
export {
  BookedVisitSlot, VISIT_CAPACITY_MAX, VISIT_DURATION_MAX, VISIT_DURATION_MIN, VISIT_HORIZON_DAYS, VISIT_NOTE_MAX, VisitBooking,
  VisitGuest, VisitKind, visitKinds, VisitSlot
} from "./domain/visit"
export { VisitBookingPayload, VisitSlotPayload } from "./api/visits"
export { canBookVisit, canManageVisits } from "./domain/rules/visitPermissions"
export { bookedVisitSlotsQuery, myVisitsQuery, visitKeys, visitSlotsQuery } from "./queries/visitQueries"
export { visitBookingMachine, type VisitBookingContext, type VisitBookingEvent, type VisitBookingInput } from "./machines/visitBooking.machine"
export { checkVisitSlotForm, type VisitSlotField, visitSlotFormMachine, type VisitSlotFormInput, visitSlotPayload } from "./machines/visitSlotForm.machine"
export { visitActors, type VisitSlotPublishInput, type VisitSlotWithdrawInput } from "./actors/visitActors"
// Applying to several facilities (issue 20).
export { ApplicationGroupSent, ParentApplication } from "./domain/application"
export { canWithdrawApplication } from "./domain/rules/applicationStatus"
export { acceptedWithOthersOpen, submissionsOf, type ApplicationSubmission } from "./domain/rules/applicationSubmissions"
export { childAgeGroup } from "./domain/rules/childAgeGroup"
export { ApplicationWithdrawPayload, MAX_APPLICATION_CHOICES } from "./api/applications"
export { canWithdrawApplicationOf } from "./domain/rules/applicationPermissions"

// Saved searches and their alerts (issue 20).
export {
  AlertUnsubscribeQuery, MAX_SAVED_SEARCHES, SAVED_SEARCH_ALERTS, SavedSearch, SavedSearchAlert, SavedSearchesGroup, SavedSearchPatch,
  SavedSearchPayload
} from "./api/savedSearches"
export { mySavedSearchesQuery } from "./queries/savedSearchQueries"
export { polygonBounds, readArea, savedSearchPath, writeArea } from "./domain/rules/savedSearchLink"
export { saveSearchFormMachine, type SaveSearchField, type SaveSearchInput } from "./machines/saveSearchForm.machine"
export { type SavedSearchChange } from "./actors/savedSearchActors"
