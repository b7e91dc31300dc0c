import { salesRequestActors } from "../actors/salesRequestActors"
import { commandOf } from "../machines/command.machine"
import { leadFormMachine } from "../machines/leadForm.machine"
import { presentationFormMachine } from "../machines/presentationForm.machine"
import { salesRequestKeys } from "../queries/queryKeys"
import { readyMachine } from "./readyMachine"

/** The facility lead form on the price list (issue 19): anyone may send it. */
export const leadForm = readyMachine(({ api }) => leadFormMachine.provide({ actors: { send: salesRequestActors(api).lead } }))

/** Booking the free presentation (issue 19): anyone may send it. */
export const presentationForm = readyMachine(({ api }) =>
  presentationFormMachine.provide({ actors: { send: salesRequestActors(api).presentation } }))

/** Support marks a request handled (or back to waiting); the list is read again. */
export const salesRequestHandling = readyMachine(({ api }) => commandOf(salesRequestActors(api).markHandled, () => [salesRequestKeys.all]))
