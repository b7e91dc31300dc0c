import type { commandMachine, ReadyMachine } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Button } from "../../../shared/ui/Button"
import { useDecision } from "../useDecision"

/**
 * One toolbox action (core's commandMachine) on an account or a partner app, run with `input`:
 * its button asks once more — the question and Confirm / Cancel in its place, Confirm focused —
 * and runs only when confirmed.
 */
export function ConfirmedAction({ ready, input, label, question, done, testId }: {
  readonly ready: ReadyMachine<typeof commandMachine>
  readonly input: unknown
  readonly label: string
  readonly question: string
  readonly done: string
  readonly testId: string
}) {
  const { t } = useTranslation(["support", "common"])
  const [asking, setAsking] = useState(false)
  const action = useDecision(ready, done)
  if (!asking) {
    return (
      <Button disabled={action.busy} onClick={() => setAsking(true)} data-testid={testId}>
        {label}
      </Button>
    )
  }
  return (
    <div className="support-item__actions" role="group" aria-label={question}>
      <span>{question}</span>
      <Button variant="danger" autoFocus disabled={action.busy} onClick={() => action.run(input)} data-testid={`${testId}-confirm`}>
        {t("TOOLBOX_CONFIRM")}
      </Button>
      <Button disabled={action.busy} onClick={() => setAsking(false)}>
        {t("common:CANCEL")}
      </Button>
    </div>
  )
}
