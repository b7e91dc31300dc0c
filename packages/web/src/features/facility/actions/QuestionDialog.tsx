import { questionTopics, type QuestionThread, readyMachines } from "@pociecha/core"
import { useEffect, useEffectEvent } from "react"
import { useTranslation } from "react-i18next"
import { DialogActions, FormAlert, MachineForm, PrivacyNotice, SelectField, TextAreaField, useForm } from "../../../shared/forms"
import { pathTo } from "../../../shared/routing/paths"
import { Modal } from "../../../shared/ui/Modal"
import { toast } from "../../../shared/ui/toast"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../shared/session"
import { Button, ButtonLink } from "../../../shared/ui/Button"

interface QuestionDialogProps {
  readonly facilityId: number
  /**
   * "Poproś o informacje" (issue 20): the form opens with a request for the facility's
   * information already written (topic "other"), to edit and send. It is a question like any
   * other — private to the parent and the facility, answered in the facility's questions inbox.
   */
  readonly request?: boolean
  readonly open: boolean
  readonly onClose: () => void
}

/**
 * The ask-question modal (spec 2.9, 3.8): a topic and the question. Sending opens a conversation;
 * the modal then says so and links to its thread in My account, where the facility's replies come.
 */
export function QuestionDialog({ facilityId, request = false, open, onClose }: QuestionDialogProps) {
  const { t } = useTranslation(["facility", "common"])
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t(request ? "REQUEST_INFO_TITLE" : "ASK_QUESTION_TITLE")}>
      {open && <QuestionForm facilityId={facilityId} request={request} onClose={onClose} />}
    </Modal>
  )
}

function QuestionForm({ facilityId, request, onClose }: { readonly facilityId: number; readonly request: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation(["facility", "common"])
  const input = request ? { facilityId, opening: { topic: "other" as const, content: t("REQUEST_INFO_TEXT") } } : { facilityId }
  const form = useForm(useReadyMachine(readyMachines.questionForm), { ns: "facility", input })
  const thread = form.result
  const announce = useEffectEvent(() => toast.success(t("QUESTION_SENT")))
  useEffect(() => {
    if (thread !== null) announce()
  }, [thread])

  if (thread !== null) return <QuestionSent thread={thread} onClose={onClose} />
  return (
    <MachineForm form={form}>
      <p className="facility-muted">{t("ASK_QUESTION_INTRO")}</p>
      {form.formError !== null && <FormAlert tone="error">{t([keyFromData(`common:${form.formError}`), "common:ERROR_UNKNOWN"])}</FormAlert>}
      <SelectField
        {...form.field("topic")}
        label={t("QUESTION_TOPIC")}
        placeholder={t("QUESTION_TOPIC_CHOOSE")}
        options={questionTopics.map((topic) => ({ value: topic, label: t(keyFromData(`QUESTION_TOPIC_${topic.toUpperCase()}`)) }))}
        required
      />
      <TextAreaField {...form.field("content")} label={t("QUESTION_CONTENT")} required rows={5} />
      <PrivacyNotice toFacility />
      <DialogActions
        cancel={{ label: t("common:CANCEL"), onClick: onClose }}
        confirm={t("QUESTION_SUBMIT")}
        pendingLabel={t("SENDING")}
        pending={form.pending}
        confirmTestId="question-submit"
      />
    </MachineForm>
  )
}

function QuestionSent({ thread, onClose }: { readonly thread: QuestionThread; readonly onClose: () => void }) {
  const { t } = useTranslation(["facility", "common"])
  return (
    <div data-testid="question-sent">
      <FormAlert tone="success">{t("QUESTION_SENT_TEXT", { facility: thread.facility_name })}</FormAlert>
      <div className="dialog__actions">
        <Button onClick={onClose}>
          {t("common:CLOSE")}
        </Button>
        <ButtonLink href={pathTo("user_question", { question: thread.id })} variant="primary" data-testid="question-thread-link">
          {t("GO_TO_THREAD")}
        </ButtonLink>
      </div>
    </div>
  )
}
