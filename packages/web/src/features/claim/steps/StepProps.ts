import type { ClaimWizardContext, ClaimWizardEvent } from "@pociecha/core"

/** What every step of the claim wizard renders from and sends to. */
export interface StepProps {
  readonly context: ClaimWizardContext
  readonly send: (event: ClaimWizardEvent) => void
  /** Whether the wizard is finding the address on the map (state `locating`). */
  readonly locating: boolean
}

