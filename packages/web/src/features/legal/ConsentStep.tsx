import { legalPaths, type User, readyMachines } from "@pociecha/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSendSession } from "../../shared/auth/session"
import { DialogActions, FieldMessage, FormAlert, MachineForm, useForm } from "../../shared/forms"
import { Modal } from "../../shared/ui/Modal"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../shared/session"

/** The texts' names in the list, by kind (the shared footer keys). */
const textKeys = { regulations: "LEGAL_REGULATIONS", privacy: "LEGAL_PRIVACY", owu: "LEGAL_OWU", cookies: "LEGAL_COOKIES" } as const

/**
 * The blocking step after a sign-in that has versions to accept (core's consentStepMachine): the
 * changed texts, linked; a tick; accept — or sign out. Once accepted, the session's user has
 * nothing pending and the step goes; the server has it on record, so it is not asked again.
 */
export default function ConsentStep({ user }: { readonly user: User }) {
  const { t } = useTranslation(["legal", "common"])
  const pending = user.pending_consents ?? []
  const form = useForm(useReadyMachine(readyMachines.consentStep), { ns: "legal", input: { pending } })
  const accept = form.field("accept")
  const remaining = form.result
  const sendSession = useSendSession()
  useEffect(() => {
    if (remaining !== null) sendSession({ type: "USER_UPDATED", user: { ...user, pending_consents: remaining } })
  }, [remaining, user, sendSession])

  return (
    <Modal open onOpenChange={() => undefined} title={t("CONSENT_TITLE")}>
      <div data-testid="consent-step">
        {form.formError ? <FormAlert tone="error">{t(keyFromData(form.formError))}</FormAlert> : null}
        <p>{t("CONSENT_TEXT")}</p>
        <ul>
          {pending.map((text) => (
            <li key={text.kind}>
              <a href={legalPaths[text.kind]} target="_blank" rel="noopener">
                {t(`common:${textKeys[text.kind]}`)}
              </a>
            </li>
          ))}
        </ul>
        <MachineForm form={form}>
          <label className={`field${accept.error ? " field--invalid" : ""}`}>
            <input
              type="checkbox"
              name="accept"
              checked={accept.value === "true"}
              aria-invalid={accept.error ? true : undefined}
              onChange={(event) => form.change("accept", event.target.checked ? "true" : "")}
              data-testid="consent-accept"
            />{" "}
            {t("CONSENT_ACCEPT")}
          </label>
          {accept.error ? <FieldMessage messageKey={accept.error} /> : null}
          <DialogActions
            cancel={{ label: t("CONSENT_LOGOUT"), onClick: () => sendSession({ type: "LOGOUT" }) }}
            confirm={t("CONSENT_SUBMIT")}
            pendingLabel={t("CONSENT_SENDING")}
            pending={form.pending}
            confirmTestId="consent-submit"
          />
        </MachineForm>
      </div>
    </Modal>
  )
}
