import { Layer } from "effect"
import { ApplicationService } from "./applicationService"
import { FacilityEditService } from "./facilityEditService"
import { MembershipService } from "./membershipService"
import { OwnershipService } from "./ownershipService"
import { PartnerService } from "./partnerService"
import { PublicationService } from "./publicationService"
import { QuestionService } from "./questionService"
import { ShadowService } from "./shadowService"
import { WebPageService } from "./webPageService"

/** Every use case the handlers call (each needs the repositories it works with). */
export const servicesLayer = Layer.mergeAll(
  FacilityEditService.layer,
  ApplicationService.layer,
  QuestionService.layer,
  MembershipService.layer,
  OwnershipService.layer,
  ShadowService.layer,
  PublicationService.layer,
  WebPageService.layer,
  PartnerService.layer
)
