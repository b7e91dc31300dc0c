import { cmsActors } from "../actors/cmsActors"
import { faqActors } from "../actors/faqActors"
import { cityDescriptionFormMachine } from "../machines/cityDescriptionForm.machine"
import { faqItemFormMachine } from "../machines/faqItemForm.machine"
import { commandOf } from "../machines/command.machine"
import { cmsKeys, faqKeys } from "../queries/queryKeys"
import { readyMachine } from "./readyMachine"

/** A city's description in the CMS, saved through the API. */
export const cityDescriptionForm = readyMachine(({ api }) => cityDescriptionFormMachine.provide({ actors: { send: cmsActors(api).saveDescription } }))

/** A FAQ item in the CMS, created or saved through the API. */
export const faqItemForm = readyMachine(({ api }) => faqItemFormMachine.provide({ actors: { send: faqActors(api).saveItem } }))

/** What a FAQ write makes stale: the CMS's list and the public pages. */
const faqChangeKeys = () => [cmsKeys.faq, faqKeys.all]

/** A FAQ item deleted. */
export const faqItemRemoval = readyMachine(({ api }) => commandOf(faqActors(api).removeItem, faqChangeKeys))

/** A FAQ section put in a new order. */
export const faqReorder = readyMachine(({ api }) => commandOf(faqActors(api).reorder, faqChangeKeys))
