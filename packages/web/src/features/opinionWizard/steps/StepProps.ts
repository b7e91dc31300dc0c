import type { OpinionTextField, OpinionWizardContext, OpinionWizardEvent } from "@pociecha/core"

/** What every step of the wizard renders from and sends to. */
export interface StepProps {
  readonly context: OpinionWizardContext
  readonly send: (event: OpinionWizardEvent) => void
}

/** The props of a text field of the draft: its value, its message and the events it sends. */
export function draftField({ context, send }: StepProps, field: OpinionTextField) {
  return {
    name: field,
    value: context.draft[field],
    error: context.errors[field],
    onChange: (event: { readonly target: { readonly value: string } }) => send({ type: "CHANGE", field, value: event.target.value }),
    onClearError: () => send({ type: "CLEAR_ERROR", field })
  }
}
