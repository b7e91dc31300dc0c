import {
  opinionDraftStorage, readFacilityAction, startFacilityAction, FACILITY_ACTION_PARAM, type Facility,
  type OpinionStep, readyMachines
} from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useState, type ComponentType } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useSearchParams } from "wouter"
import { useSessionUser } from "../../shared/auth/session"
import { browserSessionStorage } from "../../shared/browserStorage"
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

// A guest's draft waits here while they log in; this tab only.
const sessionStore = browserSessionStorage()
const drafts = sessionStore === null ? null : opinionDraftStorage(sessionStore)

const steps: Readonly<Record<OpinionStep, { readonly title: string; readonly Step: ComponentType<StepProps> }>> = {
  ratings: { title: "STEP_RATINGS", Step: RatingsStep },
  prosCons: { title: "STEP_PROS_CONS", Step: ProsConsStep },
  comment: { title: "STEP_COMMENT", Step: CommentStep },
  author: { title: "STEP_AUTHOR", Step: AuthorStep },
  summary: { title: "STEP_SUMMARY", Step: SummaryStep }
}

/**
 * The opinion wizard (spec 2.8, 4.8): core's opinionWizardMachine, one step at a time. A guest
 * fills every step; sending (or 'log in now') keeps the draft in this tab and goes to login,
 * which returns here: the wizard goes on at the same step with the draft, and a send that
 * waited for the login goes out at once.
 */
export function OpinionWizard({ facility, refusal }: { readonly facility: Facility; readonly refusal: Outcome | null }) {
  const { t } = useTranslation("opinionWizard")
  const user = useSessionUser()
  const [pathname, navigate] = useLocation()
  const [search, setSearch] = useSearchParams()
  const [saved] = useState(() => drafts?.load(facility.id) ?? null)
  const author = user === null ? null : { name: user.name, surname: user.surname }
  const actor = usePociechaMachine(readyMachines.opinionWizard, { input: { facilityId: facility.id, user: author, saved } })
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const state = useSelector(actor, (snapshot) => snapshot.value)

  // Sending as a guest: keep the draft, log in, come back and send (startFacilityAction's return path).
  const loginToSend = useEffectEvent((draft: typeof context.draft, step: OpinionStep) => {
    drafts?.save(facility.id, { draft, step })
    const start = startFacilityAction({ kind: "send-opinion" }, { signedIn: false, path: pathname })
    if (start.kind === "login") navigate(loginPath(start.returnTo))
  })
  useEffect(() => {
    const subscription = actor.on("loginRequired", (event) => loginToSend(event.draft, event.step))
    return () => subscription.unsubscribe()
  }, [actor])

  // Signed in meanwhile (the session was restored, or ended and came back): the wizard knows.
  useEffect(() => {
    if (user !== null) actor.send({ type: "LOGGED_IN", user: { name: user.name, surname: user.surname } })
  }, [actor, user])

  // Back from the login page after sending: send once, and take the request out of the address.
  const resumeSend = useEffectEvent(() => {
    setSearch(
      (params) => {
        params.delete(FACILITY_ACTION_PARAM)
        return params
      },
      { replace: true }
    )
    if (user !== null && refusal === null) actor.send({ type: "SEND" })
  })
  const pending = search.get(FACILITY_ACTION_PARAM)
  useEffect(() => {
    if (readFacilityAction(pending)?.kind === "send-opinion") resumeSend()
  }, [pending])

  const finished = state === "sent" || state === "alreadyAdded"
  // The machine names what a sent opinion made stale; the kept draft is done with either way.
  const settle = useEffectEvent(() => drafts?.clear(facility.id))
  useEffect(() => {
    if (finished) settle()
  }, [finished])

  const { formRef, headingRef, submitted } = useWizardFocus(context.step, context.errors)

  // How this wizard ended comes first: once sent, my opinions (read again) have this one, and
  // the refusal read from them must not turn 'sent' into 'already added'.
  const outcome: Outcome | null = state === "sent" || state === "alreadyAdded" || state === "notAllowed" ? state : refusal
  if (outcome !== null) return <WizardOutcome outcome={outcome} facility={facility} messageKey={context.formError} />

  const { title, Step } = steps[context.step]
  const sending = state === "sending" || state === "awaitingLogin"
  const onSummary = context.step === "summary"
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
      <WizardSteps current={context.stepNumber} count={context.stepCount} title={t(keyFromData(title))} headingRef={headingRef} progressTestId="wizard-progress" />
      {user === null && <WizardGuestNote note={t("GUEST_NOTE")} onLogin={() => loginToStay(context.draft, context.step)} />}
      <Step context={context} send={actor.send} />
      {onSummary && <PrivacyNotice />}
      <div className="wizard__actions">
        {context.step !== "ratings" && (
          <button type="button" className="btn btn--outline" disabled={sending} onClick={() => actor.send({ type: "BACK" })}>
            {t("BACK")}
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={sending} data-testid={onSummary ? "opinion-send" : "wizard-next"}>
          {onSummary ? (sending ? t("SENDING") : t("SEND")) : t("NEXT")}
        </button>
      </div>
    </form>
  )

  /** A guest logs in before sending: the draft waits, and the wizard goes on at this step afterwards. */
  function loginToStay(draft: typeof context.draft, step: OpinionStep) {
    drafts?.save(facility.id, { draft, step })
    navigate(loginPath(pathname))
  }
}
