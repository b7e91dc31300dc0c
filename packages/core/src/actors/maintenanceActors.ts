import type { MaintenanceMessagePayload, MaintenanceNotifyPayload, MaintenanceSwitchPayload } from "../api/maintenance"
import type { ApiCaller } from "../client/pociechaClient"
import { callActor } from "./callActor"

/** Maintenance's calls (issue 19), as actors: the maintenance page's two forms and support's switch. */
export function maintenanceActors(client: ApiCaller) {
  return {
    sendMessage: callActor(client, (api, payload: MaintenanceMessagePayload) => api.maintenance.message({ payload })),
    notify: callActor(client, (api, payload: MaintenanceNotifyPayload) => api.maintenance.notify({ payload })),
    switchTo: callActor(client, (api, payload: MaintenanceSwitchPayload) => api.maintenance.switch({ payload }))
  }
}
