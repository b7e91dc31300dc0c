import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { FormAlert, SubmitButton } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { SalesPrivacyNotice } from "./SalesPrivacyNotice"

/** A form to the product team's end: its error that belongs to no field (429, a lost connection), the privacy notice, the button. */
export function SalesFormFooter({ formError, pending, testId, children }: {
  readonly formError: string | null
  readonly pending: boolean
  readonly testId: string
  readonly children: ReactNode
}) {
  const { t } = useTranslation(["forFacilities", "common"])
  return (
    <>
      {formError === null ? null : <FormAlert tone="error">{t(keyFromData(formError), { ns: ["forFacilities", "common"] })}</FormAlert>}
      <SalesPrivacyNotice />
      <SubmitButton pending={pending} pendingLabel={t("SENDING")} data-testid={testId}>
        {children}
      </SubmitButton>
    </>
  )
}

/** What a sent form shows in its place: its thanks, announced to screen readers. */
export function SalesFormSent({ testId, children }: { readonly testId: string; readonly children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <FormAlert tone="success">{children}</FormAlert>
    </div>
  )
}
