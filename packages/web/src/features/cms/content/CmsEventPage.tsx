import { cmsTeacherEventQuery, readyMachines, type CmsTeacherEvent } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { SelectField, TextField, useForm } from "../../../shared/forms"
import { pathTo } from "../../../shared/routing/paths"
import { useReadyMachine } from "../../../shared/session"
import { ContentEditor } from "./ContentEditor"
import { EditorFrame, SavedEntry, useEntryId } from "./EditorFrame"

const eventHref = (id: number) => pathTo("cms_event", { id: String(id) })

/** /cms/events/:id (`new` for a new one; issue 19): a calendar event (its day and month each year) or a contest (its first and last day). */
export default function CmsEventPage() {
  const { t } = useTranslation("cms")
  const id = useEntryId()
  const query = useQuery({ ...cmsTeacherEventQuery(api, id ?? 0), enabled: typeof id === "number" })
  return (
    <EditorFrame title={id === null ? t("NEW_EVENT") : t("EDIT_EVENT")} back={pathTo("cms_events")} backLabel={t("BACK_TO_EVENTS")} id={id} query={query} removal={readyMachines.teacherEventRemoval}>
      {(event) => <EventForm event={event} />}
    </EditorFrame>
  )
}

function EventForm({ event }: { readonly event: CmsTeacherEvent | null }) {
  const { t } = useTranslation("cms")
  const form = useForm(useReadyMachine(readyMachines.teacherEventForm), { ns: "cms", input: { entry: event } })
  if (form.result !== null) return <SavedEntry saved={form.result} isNew={event === null} href={eventHref} />
  return (
    <ContentEditor form={form}>
      <fieldset className="cms__fields">
        <legend>{t("EVENT_DETAILS")}</legend>
        <TextField label={t("SLUG")} hint={t("SLUG_HINT")} required {...form.field("slug")} />
        <SelectField
          label={t("EVENT_KIND")}
          placeholder={t("CHOOSE")}
          required
          options={[{ value: "calendar", label: t("EVENT_KIND_calendar") }, { value: "contest", label: t("EVENT_KIND_contest") }]}
          {...form.field("kind")}
        />
        {form.values.kind === "calendar" ? (
          <>
            <TextField type="number" min={1} max={31} label={t("DAY")} required {...form.field("day")} />
            <TextField type="number" min={1} max={12} label={t("MONTH")} required {...form.field("month")} />
          </>
        ) : (
          <>
            <TextField type="date" label={t("STARTS_ON")} required {...form.field("starts_on")} />
            <TextField type="date" label={t("ENDS_ON")} required {...form.field("ends_on")} />
          </>
        )}
      </fieldset>
    </ContentEditor>
  )
}
