import { useEffect, useRef, type RefObject } from "react"
import { useTranslation } from "react-i18next"
import "./wizard.css"

/**
 * Focus across a wizard's steps (the claim, the opinion): after NEXT or SEND (`submitted()`
 * called on submit), a step that objects puts focus on what to fix; a new step is announced by
 * moving to its title (the first step is where the page starts).
 */
export function useWizardFocus(step: string, errors: unknown) {
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  const submitting = useRef(false)
  useEffect(() => {
    const invalid = submitting.current ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null
    submitting.current = false
    if (invalid) invalid.focus()
    else if (shownStep.current !== step) headingRef.current?.focus()
    shownStep.current = step
  }, [step, errors])
  return {
    formRef,
    headingRef,
    submitted: () => {
      submitting.current = true
    }
  }
}

export interface WizardStepsProps {
  readonly current: number
  readonly count: number
  readonly title: string
  /** useWizardFocus's `headingRef`: the title takes focus on a new step. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>
  /** The test id of the 'Step n of m' line. */
  readonly progressTestId: string
}

/** A wizard's header: 'Step n of m', a bar filled as far, and the step's title. */
export function WizardSteps({ current, count, title, headingRef, progressTestId }: WizardStepsProps) {
  const { t } = useTranslation()
  return (
    <>
      <p className="wizard__progress" data-testid={progressTestId}>
        {t("STEP_OF", { current, base: count })}
      </p>
      <div className="wizard__bar" aria-hidden="true">
        <span style={{ width: `${(current / count) * 100}%` }} />
      </div>
      <h2 className="wizard__title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
    </>
  )
}

/** Tells a guest what waits for the login (`note`), with a button to log in now. */
export function WizardGuestNote({ note, onLogin }: { readonly note: string; readonly onLogin: () => void }) {
  const { t } = useTranslation()
  return (
    <p className="wizard__guest" role="note">
      {note}{" "}
      <button type="button" className="wizard__link" onClick={onLogin}>
        {t("LOGIN_NOW")}
      </button>
    </p>
  )
}
