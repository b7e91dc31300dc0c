import { cmsActors } from "../actors/cmsActors"
import { cityDescriptionFormMachine } from "../machines/cityDescriptionForm.machine"
import { readyMachine } from "./readyMachine"

/** A city's description in the CMS, saved through the API. */
export const cityDescriptionForm = readyMachine(({ api }) => cityDescriptionFormMachine.provide({ actors: { send: cmsActors(api).saveDescription } }))
