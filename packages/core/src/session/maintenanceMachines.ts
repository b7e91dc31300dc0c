import { maintenanceActors } from "../actors/maintenanceActors"
import { commandOf } from "../machines/command.machine"
import { maintenanceMessageFormMachine, maintenanceNotifyFormMachine } from "../machines/maintenanceForms.machine"
import { maintenanceKeys } from "../queries/queryKeys"
import { readyMachine } from "./readyMachine"

/** The maintenance page's urgent message to the product team. */
export const maintenanceMessageForm = readyMachine(({ api }) =>
  maintenanceMessageFormMachine.provide({ actors: { send: maintenanceActors(api).sendMessage } }))

/** The maintenance page's "notify me". */
export const maintenanceNotifyForm = readyMachine(({ api }) =>
  maintenanceNotifyFormMachine.provide({ actors: { send: maintenanceActors(api).notify } }))

/** Support switching maintenance on or off (`{ on }`); every tab's maintenance state is read again. */
export const maintenanceSwitch = readyMachine(({ api }) => commandOf(maintenanceActors(api).switchTo, () => [maintenanceKeys.all]))
