import { type ClaimDraftTarget, type ClaimStep, type ClaimTarget, claimWizardStep, readyMachines } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import { PrivacyNotice } from "../../shared/forms"
import { useSessionUser } from "../../shared/auth/session"
import { loginPath } from "../../shared/routing/paths"
import { useWizardFocus, WizardGuestNote, WizardSteps } from "../../shared/ui/WizardSteps"
import { ClaimOutcome } from "./ClaimOutcome"
import { DataStep } from "./steps/DataStep"
import { DocumentsStep } from "./steps/DocumentsStep"
import { FindStep } from "./steps/FindStep"
import { InstructionStep } from "./steps/InstructionStep"
import { LocationStep } from "./steps/LocationStep"
import type { StepProps } from "./steps/StepProps"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { usePociechaMachine } from "../../shared/session"
import { Button } from "../../shared/ui/Button"

const titles: Readonly<Record<ClaimStep, string>> = {
  instruction: "STEP_INSTRUCTION",
  find: "STEP_FIND",
  data: "STEP_DATA",
  location: "STEP_LOCATION",
  documents: "STEP_DOCUMENTS"
}

export interface ClaimWizardProps {
  readonly kind: "claim" | "creation"
  /** The facility of the profile the claim started from; null to find it (or for a creation). */
  readonly facility: ClaimTarget | null
  /** Where the draft is kept across the login page: the facility's id, or 'new' for this page's own. */
  readonly target: ClaimDraftTarget
  /** Finding the facility found it is not listed: the page turns to a creation. */
  readonly onNotListed?: () => void
}

/**
 * The claim wizard (management 2.7, 4 lifecycle): core's claimWizardMachine, one step at a time.
 * The machine keeps a guest's draft across the login page (before the documents, or on 'log in
 * now') and goes on with it on return; this component renders its state, sends the person's
 * events and goes where `loginRequired` says.
 */
export function ClaimWizard({ kind, facility, target, onNotListed }: ClaimWizardProps) {
  const { t } = useTranslation("claim")
  const user = useSessionUser()
  const [pathname, navigate] = useLocation()
  const actor = usePociechaMachine(readyMachines.claimWizard, { input: { kind, facility, signedIn: user !== null, path: pathname, target } })
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const busy = useSelector(actor, (snapshot) => snapshot.matches("sending") || snapshot.matches("restoring") || snapshot.matches("awaitingLogin"))
  const { step, stepNumber, stepCount } = useSelector(actor, claimWizardStep, (a, b) => a.step === b.step && a.stepCount === b.stepCount)

  const toLogin = useEffectEvent((returnTo: string) => navigate(loginPath(returnTo)))
  useEffect(() => {
    const subscription = actor.on("loginRequired", (event) => toLogin(event.returnTo))
    return () => subscription.unsubscribe()
  }, [actor])

  // Signed in meanwhile (the session was restored, or ended and came back): the wizard knows.
  useEffect(() => {
    if (user !== null) actor.send({ type: "LOGGED_IN" })
  }, [actor, user])

  const { formRef, headingRef, submitted } = useWizardFocus(step, context.errors)

  if (state === "sent" || state === "refused") return <ClaimOutcome result={context.result} refusal={state === "refused" ? context.formError : null} />

  const onDocuments = step === "documents"
  const props: StepProps = { context, send: actor.send, locating: state === "locating" }
  return (
    <form
      ref={formRef}
      className="wizard card"
      noValidate
      aria-busy={busy || props.locating}
      onSubmit={(event) => {
        event.preventDefault()
        submitted()
        actor.send({ type: onDocuments ? "SEND" : "NEXT" })
      }}
    >
      <WizardSteps
        current={stepNumber}
        count={stepCount}
        title={t(keyFromData(titles[step]))}
        headingRef={headingRef}
        progressTestId="claim-progress"
      />
      {user === null && <WizardGuestNote note={t("GUEST_NOTE")} onLogin={() => actor.send({ type: "LOG_IN_NOW" })} />}
      {step === "instruction" && <InstructionStep />}
      {step === "find" && <FindStep {...props} onNotListed={onNotListed ?? (() => undefined)} />}
      {step === "data" && <DataStep {...props} />}
      {step === "location" && <LocationStep {...props} />}
      {onDocuments && <DocumentsStep {...props} />}
      {step === "data" && <PrivacyNotice />}
      <div className="wizard__actions">
        {stepNumber > 1 && (
          <Button disabled={busy} onClick={() => actor.send({ type: "BACK" })}>
            {t("BACK")}
          </Button>
        )}
        {step !== "find" && (
          <Button type="submit" variant="primary" disabled={busy || props.locating} data-testid={onDocuments ? "claim-send" : "claim-next"}>
            {onDocuments ? t(state === "sending" ? "SENDING" : context.canRetry ? "RETRY" : "SEND") : t(step === "instruction" ? "START" : "NEXT")}
          </Button>
        )}
      </div>
    </form>
  )
}
