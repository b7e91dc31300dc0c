import { maxLengths, SUBPAGE_SECTIONS_MAX, SUBPAGE_TITLE_MAX, type SubpageDraft } from "@pociecha/core"
import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { TextField } from "../../../../shared/forms"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"
import { LoadingScreen } from "../../../../shared/ui/LoadingScreen"
import type { SendToBuilder } from "./builderProps"

// Lexical is heavy: it arrives only with a subpage's form.
const RichTextEditor = lazy(() => import("../../../../shared/forms/richText/RichTextEditor"))

export interface SubpageFormProps {
  readonly draft: SubpageDraft
  readonly errors: Readonly<Record<string, string>>
  readonly formError: string | null
  readonly pending: boolean
  readonly send: SendToBuilder
}

/**
 * A subpage written (management 2.6): a new custom one or one edited — its title and its
 * rich-text sections, each in the owner area's Lexical editor. The machine checks and saves it.
 */
export function SubpageForm({ draft, errors, formError, pending, send }: SubpageFormProps) {
  const { t } = useTranslation("ownerArea")
  return (
    <form
      className="card subpage-form"
      noValidate
      data-testid="subpage-form"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: "SAVE_SUBPAGE" })
      }}
    >
      <h2 className="owner-tab__subtitle">{t(draft.id === null ? "SUBPAGE_NEW" : "SUBPAGE_EDIT_TITLE")}</h2>
      <TextField
        name="title"
        label={t("SUBPAGE_TITLE")}
        value={draft.title}
        maxLength={SUBPAGE_TITLE_MAX}
        error={errors.title}
        onChange={(event) => send({ type: "CHANGE_TITLE", value: event.target.value })}
        required
      />
      <Suspense fallback={<LoadingScreen />}>
        {draft.sections.map((html, index) => (
          // Keyed by the count too: removing a section starts the editors after it again from the draft.
          <div key={`${index}-${draft.sections.length}`} className="subpage-form__section">
            <RichTextEditor
              label={t("SUBPAGE_SECTION", { number: index + 1 })}
              initialHtml={html}
              onChange={(changed) => send({ type: "CHANGE_SECTION", index, html: changed })}
              limit={maxLengths.richText}
              error={index === 0 ? errors.sections : undefined}
              testId={`subpage-section-${index}`}
            />
            {draft.sections.length > 1 ? (
              <Button variant="ghost" onClick={() => send({ type: "REMOVE_SECTION", index })}>
                {t("SUBPAGE_SECTION_REMOVE", { number: index + 1 })}
              </Button>
            ) : null}
          </div>
        ))}
      </Suspense>
      {draft.sections.length < SUBPAGE_SECTIONS_MAX ? (
        <Button variant="outline" onClick={() => send({ type: "ADD_SECTION" })}>
          {t("SUBPAGE_SECTION_ADD")}
        </Button>
      ) : null}
      {formError === null ? null : (
        <p className="website__error" role="alert">
          {t(keyFromData(formError))}
        </p>
      )}
      <div className="owner-tab__actions">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t("SAVING") : t("SAVE")}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={() => send({ type: "CANCEL" })}>
          {t("CANCEL")}
        </Button>
      </div>
    </form>
  )
}
