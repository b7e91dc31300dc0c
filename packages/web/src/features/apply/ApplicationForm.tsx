import { applyOffer, isoDateInWarsaw, type Application, type ApplicationGroupSent, type Facility, type User, readyMachines } from "@pociecha/core"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { DialogActions, FormAlert, MachineForm, PrivacyNotice, TextField, useForm } from "../../shared/forms"
import { pathTo } from "../../shared/routing/paths"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../shared/session"
import { ButtonLink } from "../../shared/ui/Button"
import { ApplicationChoices } from "./ApplicationChoices"

/**
 * The application (spec 2.9, 3.10), core's applicationFormMachine: the parent's or guardian's
 * name, phone and address, the child's name and date of birth (a child of 0–7 years). The
 * parent's name starts as the account's. It goes to this facility and up to four more, in the
 * parent's order (issue 20). Sent, it says where to follow its status.
 */
export function ApplicationForm({ facility, user }: { readonly facility: Facility; readonly user: User }) {
  const { t } = useTranslation(["apply", "common"])
  const form = useForm(useReadyMachine(readyMachines.applicationForm), {
    ns: "apply",
    input: { origin: { id: facility.id, name: facility.name }, parent: { name: user.name, surname: user.surname } }
  })
  const offer = applyOffer(facility)

  if (form.result !== null) return <ApplicationSent sent={form.result} />
  return (
    <MachineForm form={form}>
      <div className="apply card">
        {offer.prominence === "secondary" && <FormAlert tone="info">{t(`HOLD_${offer.reason}`)}</FormAlert>}
        {form.formError !== null && (
          // The same child's open application has words of its own here.
          <FormAlert tone="error">{t([keyFromData(`APPLY_${form.formError}`), keyFromData(`common:${form.formError}`), "common:ERROR_UNKNOWN"])}</FormAlert>
        )}
        <p className="apply__note">{t("REQUIRED_NOTE")}</p>
        <ApplicationChoices user={user} value={form.values.facility_ids} error={form.errors.facility_ids} onChange={(value) => form.change("facility_ids", value)} />
        <fieldset className="apply__group">
          <legend>{t("PARENT")}</legend>
          <div className="apply__row">
            <TextField {...form.field("parent_name")} label={t("NAME")} autoComplete="given-name" required />
            <TextField {...form.field("parent_surname")} label={t("SURNAME")} autoComplete="family-name" required />
          </div>
          <TextField {...form.field("parent_phone")} type="tel" inputMode="tel" label={t("PHONE")} autoComplete="tel" required />
          <TextField {...form.field("address")} label={t("ADDRESS")} hint={t("ADDRESS_HINT")} autoComplete="street-address" required />
        </fieldset>
        <fieldset className="apply__group">
          <legend>{t("CHILD")}</legend>
          <div className="apply__row">
            <TextField {...form.field("child_name")} label={t("NAME")} autoComplete="off" required />
            <TextField {...form.field("child_surname")} label={t("SURNAME")} autoComplete="off" required />
          </div>
          <TextField
            {...form.field("child_birth_date")}
            type="date"
            label={t("BIRTH_DATE")}
            hint={t("BIRTH_DATE_HINT")}
            max={isoDateInWarsaw(new Date())}
            required
          />
        </fieldset>
        <p className="apply__note">{t("PRIVACY_NOTE")}</p>
        <PrivacyNotice toFacility />
        <DialogActions
          className="apply__actions"
          cancel={{ label: t("common:CANCEL"), href: pathTo("map_facility", { facility: facility.slug ?? facility.id }) }}
          confirm={t("SUBMIT")}
          pendingLabel={t("SENDING")}
          pending={form.pending}
          confirmTestId="apply-submit"
        />
      </div>
    </MachineForm>
  )
}

/** The answer to one facility is its application; to several, the submission's copies in the parent's order. */
function ApplicationSent({ sent }: { readonly sent: Application | ApplicationGroupSent }) {
  const { t } = useTranslation(["apply", "common"])
  const copies: ReadonlyArray<Application> = "applications" in sent ? sent.applications : [sent]
  const [application] = copies as [Application, ...Array<Application>]
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="apply card" aria-labelledby="apply-sent" data-testid="application-sent">
      <h2 id="apply-sent" className="apply__sent-title" ref={heading} tabIndex={-1}>
        {t("SENT_TITLE")}
      </h2>
      <p>
        {t("SENT_TEXT", {
          child: `${application.child_name} ${application.child_surname}`,
          facility: copies.map((copy) => copy.facility_name).join(", "),
          count: copies.length
        })}
      </p>
      <p>{t("SENT_FOLLOW")}</p>
      <div className="apply__actions">
        <ButtonLink href={pathTo("map_facility", { facility: application.facility_slug ?? application.facility_id })}>
          {t("BACK_TO_FACILITY")}
        </ButtonLink>
        <ButtonLink href={pathTo("user_applications")} variant="primary" data-testid="my-applications-link">
          {t("common:MY_APPLICATIONS")}
        </ButtonLink>
      </div>
    </section>
  )
}
