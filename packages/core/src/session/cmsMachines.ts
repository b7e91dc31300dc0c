import { cmsActors } from "../actors/cmsActors"
import { faqActors } from "../actors/faqActors"
import { cityDescriptionFormMachine } from "../machines/cityDescriptionForm.machine"
import { faqChangeKeys, faqItemFormMachine } from "../machines/contentKinds"
import { commandOf } from "../machines/command.machine"
import { readyMachine } from "./readyMachine"

/** A city's description in the CMS, saved through the API. */
export const cityDescriptionForm = readyMachine(({ api }) => cityDescriptionFormMachine.provide({ actors: { send: cmsActors(api).saveDescription } }))

/** A FAQ item in the CMS, created or saved through the API. */
export const faqItemForm = readyMachine(({ api }) => faqItemFormMachine.provide({ actors: { send: faqActors(api).saveItem } }))


/** A FAQ item deleted. */
export const faqItemRemoval = readyMachine(({ api }) => commandOf(faqActors(api).removeItem, () => faqChangeKeys))

/** A FAQ section put in a new order. */
export const faqReorder = readyMachine(({ api }) => commandOf(faqActors(api).reorder, () => faqChangeKeys))
