import { Schema } from "effect"
import { ApplicationChoices } from "../api/applications"
import { contractMessages } from "./formChecks"

/** A facility an application goes to, as the form lists it: its id and its name. */
export interface ApplicationChoice {
  readonly id: number
  readonly name: string
}

/**
 * The facilities as the application form's `facility_ids` field holds them: JSON of
 * {@link ApplicationChoice}, in the parent's priority order (issue 20); what does not parse is none.
 */
export function choicesOf(text: string): ReadonlyArray<ApplicationChoice> {
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? (parsed as Array<ApplicationChoice>) : []
  } catch {
    return []
  }
}

/** The field's text of a list of choices. */
export const choicesText = (choices: ReadonlyArray<ApplicationChoice>): string => JSON.stringify(choices.map(({ id, name }) => ({ id, name })))

/** The field's text with `choice` added last (the least wanted so far). */
export const withChoiceAdded = (text: string, choice: ApplicationChoice): string => choicesText([...choicesOf(text), choice])

/** The field's text without the facility `id`. */
export const withChoiceRemoved = (text: string, id: number): string => choicesText(choicesOf(text).filter((choice) => choice.id !== id))

/**
 * The field's text with the facility `id` moved to place `to` (0 is the first choice), the
 * others keeping their order; a place outside the list changes nothing.
 */
export function withChoiceMoved(text: string, id: number, to: number): string {
  const choices = [...choicesOf(text)]
  const from = choices.findIndex((choice) => choice.id === id)
  if (from === -1 || to < 0 || to >= choices.length) return text
  const [moved] = choices.splice(from, 1) as [ApplicationChoice]
  choices.splice(to, 0, moved)
  return choicesText(choices)
}

const ChoicesField = Schema.Struct({ facility_ids: ApplicationChoices })

/**
 * What the contract refuses of a list of choices (issue 20): none (APPLICATION_CHOICES_MISSING),
 * more than five (APPLICATION_CHOICES_TOO_MANY), one facility twice (APPLICATION_CHOICES_REPEATED);
 * null when it may be sent.
 */
export function choicesProblem(text: string): string | null {
  return contractMessages(ChoicesField, { facility_ids: choicesOf(text).map((choice) => choice.id) }).facility_ids ?? null
}
