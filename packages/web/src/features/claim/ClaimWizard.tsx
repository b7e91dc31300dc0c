import { type ClaimDraftTarget, type ClaimStep, type ClaimTarget, type SavedClaimDraft, readyMachines } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import { PrivacyNotice } from "../../shared/forms"
import { useSessionUser } from "../../shared/auth/session"
import { loginPath } from "../../shared/routing/paths"
import { useWizardFocus, WizardGuestNote, WizardSteps } from "../../shared/ui/WizardSteps"
import { claimDrafts as drafts } from "./claimDrafts"
import { ClaimOutcome } from "./ClaimOutcome"
import { DataStep } from "./steps/DataStep"
import { DocumentsStep } from "./steps/DocumentsStep"
import { FindStep } from "./steps/FindStep"
import { InstructionStep } from "./steps/InstructionStep"
import { LocationStep } from "./steps/LocationStep"
import type { StepProps } from "./steps/StepProps"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { usePociechaMachine } from "../../shared/session"

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
 * A guest verifies the data and the pin; before the documents the draft is kept and the login
 * page returns here, where the wizard goes on at the documents with the draft.
 */
export function ClaimWizard({ kind, facility, target, onNotListed }: ClaimWizardProps) {
  const { t } = useTranslation("claim")
  const user = useSessionUser()
  const [pathname, navigate] = useLocation()
  const [saved] = useState<SavedClaimDraft | null>(() => drafts?.load(target) ?? null)
  const actor = usePociechaMachine(readyMachines.claimWizard, { input: { kind, facility, signedIn: user !== null, saved } })
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const state = useSelector(actor, (snapshot) => snapshot.value)

  // To the login page and back here, the draft kept (it goes on where it was left).
  const keepAndLogin = (keep: SavedClaimDraft) => {
    drafts?.save(target, keep)
    navigate(loginPath(pathname))
  }
  const toLogin = useEffectEvent(keepAndLogin)
  useEffect(() => {
    const subscription = actor.on("loginRequired", (event) => toLogin({ draft: event.draft, step: event.step }))
    return () => subscription.unsubscribe()
  }, [actor])

  // Signed in meanwhile (the session was restored, or ended and came back): the wizard knows.
  useEffect(() => {
    if (user !== null) actor.send({ type: "LOGGED_IN" })
  }, [actor, user])

  const finished = state === "sent" || state === "refused"
  // The machine names what a sent claim made stale; the kept draft is done with either way.
  const settle = useEffectEvent(() => drafts?.clear(target))
  useEffect(() => {
    if (finished) settle()
  }, [finished])

  const { formRef, headingRef, submitted } = useWizardFocus(context.step, context.errors)

  if (finished) return <ClaimOutcome result={context.result} refusal={state === "refused" ? context.formError : null} />

  const busy = state === "sending" || state === "awaitingLogin"
  const onDocuments = context.step === "documents"
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
        current={context.stepNumber}
        count={context.stepCount}
        title={t(keyFromData(titles[context.step]))}
        headingRef={headingRef}
        progressTestId="claim-progress"
      />
      {user === null && <WizardGuestNote note={t("GUEST_NOTE")} onLogin={() => keepAndLogin({ draft: context.draft, step: context.step })} />}
      {context.step === "instruction" && <InstructionStep />}
      {context.step === "find" && <FindStep {...props} onNotListed={onNotListed ?? (() => undefined)} />}
      {context.step === "data" && <DataStep {...props} />}
      {context.step === "location" && <LocationStep {...props} />}
      {onDocuments && <DocumentsStep {...props} />}
      {context.step === "data" && <PrivacyNotice />}
      <div className="wizard__actions">
        {context.stepNumber > 1 && (
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => actor.send({ type: "BACK" })}>
            {t("BACK")}
          </button>
        )}
        {context.step !== "find" && (
          <button type="submit" className="btn btn--primary" disabled={busy || props.locating} data-testid={onDocuments ? "claim-send" : "claim-next"}>
            {onDocuments ? t(state === "sending" ? "SENDING" : context.canRetry ? "RETRY" : "SEND") : t(context.step === "instruction" ? "START" : "NEXT")}
          </button>
        )}
      </div>
    </form>
  )
}
