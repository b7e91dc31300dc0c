import type { ClaimTextField, ClaimWizardContext, ClaimWizardEvent } from "@pociecha/core"

/** What every step of the claim wizard renders from and sends to. */
export interface StepProps {
  readonly context: ClaimWizardContext
  readonly send: (event: ClaimWizardEvent) => void
  /** Whether the wizard is finding the address on the map (state `locating`). */
  readonly locating: boolean
}

/** The props of a typed field of the draft: its value, its message and the events it sends. */
export function draftField({ context, send }: StepProps, field: ClaimTextField) {
  return {
    name: field,
    value: context.draft[field],
    error: context.errors[field],
    onChange: (event: { readonly target: { readonly value: string } }) => send({ type: "CHANGE", field, value: event.target.value }),
    onClearError: () => send({ type: "CLEAR_ERROR", field })
  }
}
