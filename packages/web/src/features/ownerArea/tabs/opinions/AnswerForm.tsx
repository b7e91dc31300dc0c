import { receivedOpinionQuery, receivedOpinionsQuery, type FacilityOpinion, type Page, readyMachines } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { FormAlert, MachineForm, SubmitButton, TextAreaField, useForm } from "../../../../shared/forms"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../../shared/session"

/**
 * The facility's response to one opinion (core's opinionAnswerFormMachine): sent, it waits for
 * moderation — the opinion as answered replaces the old one in the cached pages and as read
 * alone, so its response shows with the status 'awaiting verification' at once.
 */
export function AnswerForm({ facilityRef, opinion, onDone }: { readonly facilityRef: string; readonly opinion: FacilityOpinion; readonly onDone: () => void }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const form = useForm(useReadyMachine(readyMachines.opinionAnswerForm), { ns: "ownerArea", input: { opinionId: opinion.id, answer: opinion.answer?.content ?? null } })
  const answered = form.result
  useEffect(() => {
    if (answered === null) return
    client.setQueriesData<Page<FacilityOpinion>>({ queryKey: receivedOpinionsQuery(api, facilityRef).queryKey.slice(0, 4) }, (page) =>
      page === undefined ? page : { ...page, items: page.items.map((item) => (item.id === answered.id ? answered : item)) }
    )
    client.setQueryData(receivedOpinionQuery(api, facilityRef, answered.id).queryKey, answered)
    onDone()
  }, [answered, client, facilityRef, onDone])
  return (
    <MachineForm form={form}>
      <TextAreaField {...form.field("content")} label={t("YOUR_RESPONSE")} hint={t("RESPONSE_MODERATED")} rows={4} required />
      {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["ownerArea", "common"] })}</FormAlert>}
      <SubmitButton pending={form.pending} pendingLabel={t("SENDING")} data-testid="opinion-answer-send">
        {t("SEND_RESPONSE")}
      </SubmitButton>
    </MachineForm>
  )
}
