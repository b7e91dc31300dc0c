import { Layer } from "effect"
import { ApplicationPolicy } from "./applicationPolicy"
import { EmployeePolicy } from "./employeePolicy"
import { FacilityPolicy } from "./facilityPolicy"
import { GalleryPolicy } from "./galleryPolicy"
import { MembershipPolicy } from "./membershipPolicy"
import { OpinionPolicy } from "./opinionPolicy"
import { OwnershipPolicy } from "./ownershipPolicy"
import { PublicationPolicy } from "./publicationPolicy"
import { QuestionPolicy } from "./questionPolicy"
import { ShadowPolicy } from "./shadowPolicy"
import { WebPagePolicy } from "./webPagePolicy"
import { InsightPolicy } from "./insightPolicy"
import { VisitPolicy } from "./visitPolicy"

/** Every entity's policy, for the handlers (each needs the repositories its rules read). */
export const policiesLayer = Layer.mergeAll(
  FacilityPolicy.layer,
  EmployeePolicy.layer,
  GalleryPolicy.layer,
  ApplicationPolicy.layer,
  OpinionPolicy.layer,
  MembershipPolicy.layer,
  OwnershipPolicy.layer,
  QuestionPolicy.layer,
  PublicationPolicy.layer,
  ShadowPolicy.layer,
  WebPagePolicy.layer,
  InsightPolicy.layer,
  VisitPolicy.layer
)
