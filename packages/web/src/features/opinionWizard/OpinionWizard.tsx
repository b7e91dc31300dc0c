import {
  FACILITY_ACTION_PARAM, type Facility, opinionWizardStep, type OpinionStep, readyMachines, sendsOnReturn
} from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useState, type ComponentType } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useSearchParams } from "wouter"
import { useSessionUser } from "../../shared/auth/session"
import { PrivacyNotice } from "../../shared/forms"
import { loginPath } from "../../shared/routing/paths"
import { useWizardFocus, WizardGuestNote, WizardSteps } from "../../shared/ui/WizardSteps"
import { AuthorStep } from "./steps/AuthorStep"
import { CommentStep } from "./steps/CommentStep"
import { ProsConsStep } from "./steps/ProsConsStep"
import { RatingsStep } from "./steps/RatingsStep"
import type { StepProps } from "./steps/StepProps"
import { SummaryStep } from "./steps/SummaryStep"
import { WizardOutcome, type Outcome } from "./WizardOutcome"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { usePociechaMachine } from "../../shared/session"
import { Button } from "../../shared/ui/Button"

const steps: Readonly<Record<OpinionStep, { readonly title: string; readonly Step: ComponentType<StepProps> }>> = {
  ratings: { title: "STEP_RATINGS", Step: RatingsStep },
  prosCons: { title: "STEP_PROS_CONS", Step: ProsConsStep },
  comment: { title: "STEP_COMMENT", Step: CommentStep },
  author: { title: "STEP_AUTHOR", Step: AuthorStep },
  summary: { title: "STEP_SUMMARY", Step: SummaryStep }
}

/**
 * The opinion wizard (spec 2.8, 4.8): core's opinionWizardMachine, one step at a time. The
 * machine keeps a guest's draft across the login page and sends it once on return; this
 * component renders its state, sends the person's events and goes where `loginRequired` says.
 */
export function OpinionWizard({ facility, refusal }: { readonly facility: Facility; readonly refusal: Outcome | null }) {
  const { t } = useTranslation("opinionWizard")
  const user = useSessionUser()
  const [pathname, navigate] = useLocation()
  const [search, setSearch] = useSearchParams()
  const author = user === null ? null : { name: user.name, surname: user.surname }
  // Read once: back from the login page to send (not when the person may not write one).
  const [sendOnReturn] = useState(() => refusal === null && sendsOnReturn(search.get(FACILITY_ACTION_PARAM)))
  const actor = usePociechaMachine(readyMachines.opinionWizard, { input: { facilityId: facility.id, user: author, path: pathname, sendOnReturn } })
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const { step, stepNumber, stepCount } = useSelector(actor, opinionWizardStep, (a, b) => a.step === b.step)

  const toLogin = useEffectEvent((returnTo: string) => navigate(loginPath(returnTo)))
  useEffect(() => {
    const subscription = actor.on("loginRequired", (event) => toLogin(event.returnTo))
    return () => subscription.unsubscribe()
  }, [actor])

  // Signed in meanwhile (the session was restored, or ended and came back): the wizard knows.
  useEffect(() => {
    if (user !== null) actor.send({ type: "LOGGED_IN", user: { name: user.name, surname: user.surname } })
  }, [actor, user])

  // The send request read, it leaves the address (a reload must not send again).
  const dropAction = useEffectEvent(() =>
    setSearch(
      (params) => {
        params.delete(FACILITY_ACTION_PARAM)
        return params
      },
      { replace: true }
    )
  )
  const pending = search.get(FACILITY_ACTION_PARAM)
  useEffect(() => {
    if (pending !== null && sendsOnReturn(pending)) dropAction()
  }, [pending])

  const { formRef, headingRef, submitted } = useWizardFocus(step, context.errors)

  // How this wizard ended comes first: once sent, my opinions (read again) have this one, and
  // the refusal read from them must not turn 'sent' into 'already added'.
  const outcome: Outcome | null = state === "sent" || state === "alreadyAdded" || state === "notAllowed" ? state : refusal
  if (outcome !== null) return <WizardOutcome outcome={outcome} facility={facility} messageKey={context.formError} />

  const { title, Step } = steps[step]
  const sending = state === "sending" || state === "awaitingLogin" || state === "restoring"
  const onSummary = step === "summary"
  return (
    <form
      ref={formRef}
      className="wizard card"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault()
        submitted()
        actor.send({ type: onSummary ? "SEND" : "NEXT" })
      }}
    >
      <WizardSteps current={stepNumber} count={stepCount} title={t(keyFromData(title))} headingRef={headingRef} progressTestId="wizard-progress" />
      {user === null && <WizardGuestNote note={t("GUEST_NOTE")} onLogin={() => actor.send({ type: "LOG_IN_NOW" })} />}
      <Step context={context} send={actor.send} />
      {onSummary && <PrivacyNotice />}
      <div className="wizard__actions">
        {step !== "ratings" && (
          <Button disabled={sending} onClick={() => actor.send({ type: "BACK" })}>
            {t("BACK")}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={sending} data-testid={onSummary ? "opinion-send" : "wizard-next"}>
          {onSummary ? (sending ? t("SENDING") : t("SEND")) : t("NEXT")}
        </Button>
      </div>
    </form>
  )
}
