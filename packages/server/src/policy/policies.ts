import { Layer } from "effect"
import { ApplicationPolicy } from "./applicationPolicy"
import { EmployeePolicy } from "./employeePolicy"
import { FacilityPolicy } from "./facilityPolicy"
import { GalleryPolicy } from "./galleryPolicy"
import { OpinionPolicy } from "./opinionPolicy"

/** Every entity's policy, for the handlers (each needs the repositories its rules read). */
export const policiesLayer = Layer.mergeAll(
  FacilityPolicy.layer,
  EmployeePolicy.layer,
  GalleryPolicy.layer,
  ApplicationPolicy.layer,
  OpinionPolicy.layer
)
