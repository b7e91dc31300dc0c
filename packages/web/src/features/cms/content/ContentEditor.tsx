import { contentFormState, maxLengths, TRANSLATION_ON, type EditorialField, type Language } from "@pociecha/core"
import { lazy, Suspense, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { FormAlert, MachineForm, SelectField, SubmitButton, TextField, type FormHandle } from "../../../shared/forms"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { Button } from "../../../shared/ui/Button"
import { LoadingScreen } from "../../../shared/ui/LoadingScreen"
import { Modal } from "../../../shared/ui/Modal"

// Lexical is heavy: it arrives only with the editor.
const RichTextEditor = lazy(() => import("../../../shared/forms/richText/RichTextEditor"))

const languages: ReadonlyArray<Language> = ["pl", "ua", "en"]

/** A field of the version in `language`: the Polish one's name, or `ua.title`. */
const fieldOf = (language: Language, part: "title" | "description" | "body_html") => (language === "pl" ? part : `${language}.${part}`) as EditorialField

/**
 * The CMS's editor of any text content (issue 19; core's contentFormMachine): a tab per language
 * (Polish always, Ukrainian and English added and removed), the title, description and body in
 * the rich-text editor, the status and the moment of publication with where it stands (draft,
 * scheduled, published), a preview as readers see it, and `children` — the kind's own fields.
 * The preview shows the body as the editor has it: the server's sanitised HTML when it was read,
 * else what the rich-text editor produced (only its own nodes).
 */
export function ContentEditor<Extra extends string, Result>({ form, children }: {
  readonly form: FormHandle<EditorialField | Extra, Result>
  readonly children: ReactNode
}) {
  const { t } = useTranslation("cms")
  const [language, setLanguage] = useState<Language>("pl")
  const [previewing, setPreviewing] = useState(false)
  const present = (other: Language) => other === "pl" || form.values[other as "ua" | "en"] === TRANSLATION_ON
  const state = contentFormState(form.values, new Date())
  const languageName = { pl: t("LANGUAGE_pl"), ua: t("LANGUAGE_ua"), en: t("LANGUAGE_en") }
  const stateName = { draft: t("STATE_draft"), scheduled: t("STATE_scheduled"), published: t("STATE_published") }
  const shown = present(language) ? language : "pl"
  const field = (part: "title" | "description" | "body_html") => fieldOf(shown, part)
  return (
    <MachineForm form={form}>
      <p className="cms__meta">
        {t("STATE")}: <strong data-testid="content-state">{stateName[state]}</strong>
      </p>
      <div role="tablist" aria-label={t("LANGUAGE_VERSIONS")} className="cms__tabs">
        {languages.filter(present).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`content-tab-${each}`}
            aria-selected={each === shown}
            aria-controls="content-version"
            onClick={() => setLanguage(each)}
          >
            {languageName[each]}
          </button>
        ))}
      </div>
      <div className="cms__actions">
        {(["ua", "en"] as const).filter((other) => !present(other)).map((other) => (
          <Button
            key={other}
            onClick={() => {
              form.change(other, TRANSLATION_ON)
              setLanguage(other)
            }}
            data-testid={`add-${other}`}
          >
            {t("ADD_VERSION", { language: languageName[other] })}
          </Button>
        ))}
      </div>
      <section id="content-version" role="tabpanel" aria-labelledby={`content-tab-${shown}`} lang={shown === "ua" ? "uk" : shown}>
        <TextField label={t("TITLE")} required {...form.field(field("title"))} />
        <TextField label={t("LEAD")} {...form.field(field("description"))} />
        <Suspense fallback={<LoadingScreen />}>
          <RichTextEditor
            key={shown}
            label={t("BODY")}
            initialHtml={form.values[field("body_html")]}
            onChange={(html) => form.change(field("body_html"), html)}
            limit={maxLengths.richText}
            error={form.errors[field("body_html")]}
            onClearError={() => form.clearError(field("body_html"))}
            testId="content-body"
          />
        </Suspense>
        {shown === "pl" ? null : (
          <Button
            onClick={() => {
              form.change(shown, "")
              setLanguage("pl")
            }}
            data-testid={`remove-${shown}`}
          >
            {t("REMOVE_VERSION", { language: languageName[shown] })}
          </Button>
        )}
      </section>
      {children}
      <SelectField
        label={t("STATUS")}
        placeholder={t("CHOOSE")}
        required
        options={[{ value: "draft", label: t("STATUS_draft") }, { value: "published", label: t("STATUS_published") }]}
        {...form.field("status")}
      />
      <TextField type="datetime-local" label={t("PUBLISH_AT")} hint={t("PUBLISH_AT_HINT")} {...form.field("publish_at")} />
      {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["cms", "common"] })}</FormAlert>}
      <div className="cms__actions">
        <Button onClick={() => setPreviewing(true)} data-testid="preview">{t("PREVIEW")}</Button>
        <SubmitButton pending={form.pending} pendingLabel={t("SAVING")} data-testid="save">{t("SAVE")}</SubmitButton>
      </div>
      <Modal open={previewing} onOpenChange={setPreviewing} title={form.values[field("title")] || t("PREVIEW")} size="large">
        <div className="rich-text" lang={shown === "ua" ? "uk" : shown} data-testid="content-preview">
          {form.values[field("description")] === "" ? null : <p><strong>{form.values[field("description")]}</strong></p>}
          <div dangerouslySetInnerHTML={{ __html: form.values[field("body_html")] }} />
        </div>
      </Modal>
    </MachineForm>
  )
}
