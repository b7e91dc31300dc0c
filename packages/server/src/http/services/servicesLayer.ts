import { Layer } from "effect"
import { ApplicationService } from "./applicationService"
import { FacilityEditService } from "./facilityEditService"

/** Every use case the handlers call (each needs the repositories it works with). */
export const servicesLayer = Layer.mergeAll(FacilityEditService.layer, ApplicationService.layer)
