import {
  attachmentsOf, attachmentsValue, newsImageUpload, PUBLICATION_CONTENT_MAX, publicationCategories,
  publicationVisibilities, type Publication, type PublicationAttachment, readyMachines
} from "@pociecha/core"
import { lazy, Suspense, useCallback, useEffect, useMemo } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { SelectField, TextField, useForm } from "../../../../shared/forms"
import { LoadingScreen } from "../../../../shared/ui/LoadingScreen"
import { useTags } from "../../../../shared/tags"
import { TabForm } from "../TabForm"
import { AttachmentsField } from "./AttachmentsField"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../../shared/session"
import { Button } from "../../../../shared/ui/Button"

// Lexical is heavy: it arrives only with the news editor.
const RichTextEditor = lazy(() => import("../../../../shared/forms/richText/RichTextEditor"))
export interface PublicationFormProps {
  readonly facilityRef: string
  /** The item edited, or null for a new one. */
  readonly publication: Publication | null
  /** May choose the visibility (management 6: moderators only). */
  readonly moderator: boolean
  readonly onClose: () => void
}

/**
 * A news item written or edited (core's publicationFormMachine): title, content, category, an
 * optional calendar holiday (a `type_date_event` tag), attachments and — for moderators only —
 * the visibility. Saved, the list is read again and the form closes.
 */
export function PublicationForm({ facilityRef, publication, moderator, onClose }: PublicationFormProps) {
  const { t } = useTranslation("ownerArea")
  const holidays = useTags().filter((tag) => tag.type === "type_date_event")
  const form = useForm(useReadyMachine(readyMachines.publicationForm), { ns: "ownerArea", input: { facilityRef, publication, moderator } })
  const saved = form.result
  useEffect(() => {
    if (saved !== null) onClose()
  }, [saved, onClose])
  const { change } = form
  const upload = useMemo(() => newsImageUpload(api, facilityRef), [facilityRef])
  const setFiles = useCallback((files: ReadonlyArray<PublicationAttachment>) => change("attachments", attachmentsValue(files)), [change])
  return (
    <div className="card publication-form">
      <h3 className="owner-tab__subtitle">{t(publication === null ? "PUBLICATION_NEW" : "PUBLICATION_EDIT")}</h3>
      <TabForm form={form} testId="publication-form">
        <TextField {...form.field("title")} label={t("PUBLICATION_TITLE")} required />
        <Suspense fallback={<LoadingScreen />}>
          <RichTextEditor
            label={t("PUBLICATION_CONTENT")}
            initialHtml={publication?.content ?? ""}
            onChange={(html) => change("content", html)}
            limit={PUBLICATION_CONTENT_MAX}
            onUpload={upload}
            error={form.errors.content}
            onClearError={() => form.clearError("content")}
            testId="publication-content"
          />
        </Suspense>
        <SelectField
          {...form.field("category")}
          label={t("PUBLICATION_CATEGORY")}
          placeholder={t("CHOOSE", { ns: "common" })}
          options={publicationCategories.map((category) => ({ value: category, label: t(keyFromData(`CATEGORY_${category.toUpperCase()}`)) }))}
          required
        />
        {moderator ? (
          <SelectField
            {...form.field("visibility")}
            label={t("PUBLICATION_VISIBILITY")}
            placeholder={t("CHOOSE", { ns: "common" })}
            options={publicationVisibilities.map((visibility) => ({ value: visibility, label: t(keyFromData(`VISIBILITY_${visibility.toUpperCase()}`)) }))}
          />
        ) : null}
        <SelectField
          {...form.field("holiday")}
          label={t("PUBLICATION_HOLIDAY")}
          placeholder={t("PUBLICATION_NO_HOLIDAY")}
          options={holidays.map((tag) => ({ value: tag.id, label: t(keyFromData(tag.display), { ns: "common" }) }))}
        />
        <AttachmentsField facilityRef={facilityRef} files={attachmentsOf(form.values.attachments)} error={form.errors.attachments} onChange={setFiles} />
        <Button variant="ghost" onClick={onClose}>
          {t("CANCEL")}
        </Button>
      </TabForm>
    </div>
  )
}
