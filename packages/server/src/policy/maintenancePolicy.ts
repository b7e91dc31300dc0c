import { canSwitchMaintenance } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

/** Maintenance's switch (issue 19): support staff only (core's canSwitchMaintenance); it reads no repository. */
export const maintenancePolicy = {
  /** May switch maintenance on or off. */
  canSwitch: () => policy("maintenance", "switch", (actor) => Effect.succeed(canSwitchMaintenance(actor)))
} as const
