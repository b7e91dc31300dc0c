import { Layer } from "effect"
import { ApplicationService } from "./applicationService"
import { BlogPostService } from "./blogPostService"
import { CityDescriptionService } from "./cityDescriptionService"
import { FacilityEditService } from "./facilityEditService"
import { LegalPublicationService } from "./legalPublicationService"
import { MaintenanceService } from "./maintenanceService"
import { FaqService } from "./faqService"
import { MembershipService } from "./membershipService"
import { ModerationService } from "./moderationService"
import { OwnershipService } from "./ownershipService"
import { PartnerService } from "./partnerService"
import { PublicationService } from "./publicationService"
import { QuestionService } from "./questionService"
import { SalesRequestService } from "./salesRequestService"
import { ShadowService } from "./shadowService"
import { SupportFacilityService } from "./supportFacilityService"
import { SupportToolboxService } from "./supportToolboxService"
import { TeacherZoneService } from "./teacherZoneService"
import { WebPageService } from "./webPageService"
import { VisitService } from "./visitService"

/** Every use case the handlers call (each needs the repositories it works with). */
export const servicesLayer = Layer.mergeAll(
  FacilityEditService.layer,
  ApplicationService.layer,
  QuestionService.layer,
  MembershipService.layer,
  OwnershipService.layer,
  ShadowService.layer,
  SupportFacilityService.layer,
  ModerationService.layer,
  PublicationService.layer,
  WebPageService.layer,
  SupportToolboxService.layer,
  CityDescriptionService.layer,
  TeacherZoneService.layer,
  BlogPostService.layer,
  PartnerService.layer,
  SalesRequestService.layer,
  MaintenanceService.layer,
  LegalPublicationService.layer,
  FaqService.layer,
  VisitService.layer
)
