import type { OpinionWizardContext, OpinionWizardEvent } from "@pociecha/core"

/** What every step of the wizard renders from and sends to. */
export interface StepProps {
  readonly context: OpinionWizardContext
  readonly send: (event: OpinionWizardEvent) => void
}

