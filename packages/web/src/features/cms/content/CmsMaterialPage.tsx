import {
  attachmentRows, classifyAttachment, cmsMaterialQuery, MATERIAL_ATTACHMENTS_MAX, cmsTeacherEventsQuery, listItems, materialAgeGroups, materialEntryKinds, materialTopics,
  materialTypes, readyMachines, type CmsMaterial
} from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { FieldMessage, SelectField, TextField, useForm } from "../../../shared/forms"
import { pathTo } from "../../../shared/routing/paths"
import { useReadyMachine } from "../../../shared/session"
import { Button } from "../../../shared/ui/Button"
import { ContentEditor } from "./ContentEditor"
import { EditorFrame, SavedEntry, useEntryId } from "./EditorFrame"
import { MaterialFileUpload } from "./MaterialFileUpload"

const materialHref = (id: number) => pathTo("cms_material", { id: String(id) })

/** Each attachment kind's mark (spec 3.15), as the teacher zone's list shows it. */
const marks = { image: "IMG", movie: "MOV", pdf: "PDF", excel: "XLS", word: "DOC", file: "•••" } as const

/** /cms/materials/:id (`new` for a new one; issue 19): a material in the content editor, with its own fields. */
export default function CmsMaterialPage() {
  const { t } = useTranslation("cms")
  const id = useEntryId()
  const query = useQuery({ ...cmsMaterialQuery(api, id ?? 0), enabled: typeof id === "number" })
  return (
    <EditorFrame title={id === null ? t("NEW_MATERIAL") : t("EDIT_MATERIAL")} back={pathTo("cms_materials")} backLabel={t("BACK_TO_MATERIALS")} id={id} query={query} removal={readyMachines.materialRemoval}>
      {(material) => <MaterialForm material={material} />}
    </EditorFrame>
  )
}

function MaterialForm({ material }: { readonly material: CmsMaterial | null }) {
  const { t } = useTranslation(["cms", "teacherZone"])
  const form = useForm(useReadyMachine(readyMachines.materialForm), { ns: "cms", input: { entry: material } })
  // The event is chosen from the CMS's events (drafts too: a material may be ready before its event).
  const events = useQuery(cmsTeacherEventsQuery(api, "", 1))
  if (form.result !== null) return <SavedEntry saved={form.result} isNew={material === null} href={materialHref} />
  const toggle = (field: "topics" | "age_groups", item: string) => {
    const items = listItems(form.values[field])
    form.change(field, (items.includes(item) ? items.filter((each) => each !== item) : [...items, item]).join(","))
  }
  const rows = attachmentRows(form.values.attachments)
  const setRows = (next: ReadonlyArray<{ readonly url: string; readonly name: string }>) => form.change("attachments", JSON.stringify(next))
  return (
    <ContentEditor form={form}>
      <fieldset className="cms__fields">
        <legend>{t("MATERIAL_DETAILS")}</legend>
        <TextField label={t("SLUG")} hint={t("SLUG_HINT")} required {...form.field("slug")} />
        <TextField label={t("CRUMB")} required {...form.field("material_crumb_display")} />
        <SelectField label={t("ENTRY_KIND")} placeholder={t("CHOOSE")} required
          options={materialEntryKinds.map((kind) => ({ value: kind, label: t(`ENTRY_KIND_${kind}`) }))} {...form.field("entry_kind")} />
        <SelectField label={t("VISIBILITY")} placeholder={t("CHOOSE")} required
          options={(["public", "private", "admin_only"] as const).map((visibility) => ({ value: visibility, label: t(`VISIBILITY_${visibility}`) }))}
          {...form.field("visibility")} />
        <SelectField label={t("MATERIAL_TYPE")} placeholder={t("CHOOSE")} required
          options={materialTypes.map((type) => ({ value: type, label: t(`TYPE_${type}`, { ns: "teacherZone" }) }))} {...form.field("material_type")} />
        <fieldset>
          <legend>{t("TOPICS")}</legend>
          {materialTopics.map((topic) => (
            <label key={topic} className="cms__choice">
              <input type="checkbox" checked={listItems(form.values.topics).includes(topic)} onChange={() => toggle("topics", topic)} />
              {t(`TOPIC_${topic}`, { ns: "teacherZone" })}
            </label>
          ))}
          {form.errors.topics === undefined ? null : <FieldMessage id="topics-error" messageKey={form.errors.topics} />}
        </fieldset>
        <fieldset>
          <legend>{t("AGE_GROUPS")}</legend>
          {materialAgeGroups.map((age) => (
            <label key={age} className="cms__choice">
              <input type="checkbox" checked={listItems(form.values.age_groups).includes(String(age))} onChange={() => toggle("age_groups", String(age))} />
              {t(`AGE_${age}`, { ns: "teacherZone" })}
            </label>
          ))}
          {form.errors.age_groups === undefined ? null : <FieldMessage id="age-groups-error" messageKey={form.errors.age_groups} />}
        </fieldset>
        <SelectField label={t("EVENT")} placeholder={t("NO_EVENT")}
          options={(events.data?.items ?? []).map((event) => ({ value: event.slug, label: event.title }))} {...form.field("event")} />
        <fieldset>
          <legend>{t("ATTACHMENTS")}</legend>
          {rows.map((row, index) => {
            const kind = classifyAttachment(row.url || row.name)
            return (
              <div key={index} className="cms__attachment" data-testid="attachment-row">
                <span className={`cms__attachment-mark cms__attachment-mark--${kind}`} title={t(`KIND_${kind}`, { ns: "teacherZone" })}>{marks[kind]}</span>
                <TextField name={`attachment-url-${index}`} label={t("ATTACHMENT_URL")} value={row.url}
                  onChange={(event) => setRows(rows.map((each, at) => (at === index ? { ...each, url: event.target.value } : each)))} />
                <TextField name={`attachment-name-${index}`} label={t("ATTACHMENT_NAME")} value={row.name}
                  onChange={(event) => setRows(rows.map((each, at) => (at === index ? { ...each, name: event.target.value } : each)))} />
                <Button onClick={() => setRows(rows.filter((_, at) => at !== index))}>{t("REMOVE_ATTACHMENT")}</Button>
              </div>
            )
          })}
          <MaterialFileUpload room={MATERIAL_ATTACHMENTS_MAX - rows.length}
            onUploaded={(file) => setRows([...attachmentRows(form.values.attachments), { url: file.url, name: file.name }])} />
          <Button onClick={() => setRows([...rows, { url: "", name: "" }])}>{t("ADD_ATTACHMENT")}</Button>
          {form.errors.attachments === undefined ? null : <FieldMessage id="attachments-error" messageKey={form.errors.attachments} />}
        </fieldset>
      </fieldset>
    </ContentEditor>
  )
}
