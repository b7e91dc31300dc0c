import { cmsLegalActors } from "../actors/cmsLegalActors"
import { legalVersionFormMachine } from "../machines/legalVersionForm.machine"
import { readyMachine } from "./readyMachine"

/** A new version of a legal text in the CMS, published through the API. */
export const legalVersionForm = readyMachine(({ api }) => legalVersionFormMachine.provide({ actors: { send: cmsLegalActors(api).publish } }))
