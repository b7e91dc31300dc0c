import { type ContentField, maxLengths } from "@pociecha/core"
import { lazy, type ReactNode, Suspense, useState } from "react"
import { useTranslation } from "react-i18next"
import { type FormHandle, SelectField, TextField } from "../../../shared/forms"
import { LoadingScreen } from "../../../shared/ui/LoadingScreen"

// Lexical is heavy: it arrives only with an editor.
const RichTextEditor = lazy(() => import("../../../shared/forms/richText/RichTextEditor"))

const languages = ["pl", "ua", "en"] as const
type EditorLanguage = (typeof languages)[number]

/** The form's field of a language version: Polish is the plain field, the others are under `translations`. */
const fieldOf = (language: EditorLanguage, field: "title" | "description" | "body_html"): ContentField =>
  language === "pl" ? field : `translations.${language}.${field}`

/**
 * The CMS's editor of any content (issue 19), over core's content form (contentForm.machine):
 * a tab per language (Polish required, Ukrainian and English optional and removable), the title,
 * description and rich-text body, the publication (draft, published, from a moment) and a
 * preview as readers see it. `extra` is the slot of a kind's own fields (a section, a category…).
 */
export function ContentEditor<Extra extends string>({ form, extra }: { readonly form: FormHandle<ContentField | Extra, unknown>; readonly extra?: ReactNode }) {
  const { t } = useTranslation("cms")
  const [language, setLanguage] = useState<EditorLanguage>("pl")
  const [preview, setPreview] = useState(false)
  // A removed version's editor starts again empty.
  const [removals, setRemovals] = useState(0)
  const remove = () => {
    for (const field of ["title", "description", "body_html"] as const) form.change(fieldOf(language, field), "")
    setRemovals((count) => count + 1)
  }
  const body = fieldOf(language, "body_html")
  return (
    <div className="content-editor">
      {extra}
      <div role="tablist" aria-label={t("LANGUAGE_VERSIONS")} className="content-editor__tabs">
        {languages.map((code) => (
          <button key={code} type="button" role="tab" aria-selected={code === language} onClick={() => setLanguage(code)}>
            {t(`VERSION_${code.toUpperCase() as "PL" | "UA" | "EN"}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`VERSION_${language.toUpperCase() as "PL" | "UA" | "EN"}`)}>
        {language === "pl" ? null : <p className="cms__meta">{t("VERSION_OPTIONAL")}</p>}
        <TextField {...form.field(fieldOf(language, "title"))} label={t("CONTENT_TITLE")} required={language === "pl"} />
        <TextField {...form.field(fieldOf(language, "description"))} label={t("CONTENT_DESCRIPTION")} />
        <Suspense fallback={<LoadingScreen />}>
          <RichTextEditor
            key={`${language}-${removals}`}
            label={t("CONTENT_BODY")}
            initialHtml={form.values[body]}
            onChange={(html) => form.change(body, html)}
            limit={maxLengths.richText}
            error={form.errors[body]}
            onClearError={() => form.clearError(body)}
            testId={`content-body-${language}`}
          />
        </Suspense>
        {language === "pl" ? null : <button type="button" className="button" onClick={remove}>{t("REMOVE_VERSION")}</button>}
      </div>
      <SelectField
        {...form.field("status")}
        label={t("STATUS")}
        placeholder={t("STATUS")}
        options={[{ value: "draft", label: t("STATUS_DRAFT") }, { value: "published", label: t("STATUS_PUBLISHED") }]}
      />
      {form.values.status === "published" ? <TextField {...form.field("publish_at")} type="datetime-local" label={t("PUBLISH_AT")} hint={t("PUBLISH_AT_HINT")} /> : null}
      <button type="button" className="button" aria-expanded={preview} onClick={() => setPreview(!preview)}>{t("PREVIEW")}</button>
      {preview ? (
        <article className="content-editor__preview card" aria-label={t("PREVIEW")}>
          <h2>{form.values[fieldOf(language, "title")]}</h2>
          <p>{form.values[fieldOf(language, "description")]}</p>
          {/* The staff's own text in their own browser; the server sanitises it when it is saved. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: form.values[body] }} />
        </article>
      ) : null}
    </div>
  )
}
