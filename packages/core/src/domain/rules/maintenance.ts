import type { MaintenanceState } from "../maintenance"
import { type AccessUser, type Caller, isSupport, isSupportCaller } from "./permissions"

/**
 * Maintenance (issue 19) is switched by support staff alone: it shuts the portal for everyone
 * else, so it is theirs to decide, like the rest of the toolbox.
 */
export function canSwitchMaintenance(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}

/**
 * Whether a person is shown the maintenance page instead of the app: everyone while maintenance
 * is on, except signed-in support staff, who keep working in the normal app. Unknown state (not
 * loaded yet, or the server unreachable) shows the app: the API's own 503s tell the truth.
 */
export function seesMaintenancePage(state: MaintenanceState | undefined, user: AccessUser | null | undefined): boolean {
  return state?.on === true && !isSupport(user)
}
