import type { PageTemplate } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Button } from "../../../../shared/ui/Button"

export interface TemplatePickerProps {
  readonly templates: ReadonlyArray<PageTemplate>
  readonly chosen: number | null
  readonly disabled: boolean
  readonly onChoose: (templateId: number) => void
  readonly onPreview: (templateId: number) => void
}

/**
 * A template's picture as support gave it (management 2.9), else its theme's preview
 * (`/themes/{key}/preview.webp`); its name on the theme's colour when the image is missing.
 */
function TemplateImage({ template }: { readonly template: PageTemplate }) {
  const [missing, setMissing] = useState(false)
  return missing ? (
    <span className={`template-card__fallback template-card__fallback--${template.key}`} aria-hidden="true">
      {template.name}
    </span>
  ) : (
    <img className="template-card__image" src={template.image === "" ? `/themes/${template.key}/preview.webp` : template.image} alt="" loading="lazy" onError={() => setMissing(true)} />
  )
}

/** The visible templates as cards (management 2.6): each chosen, or previewed in a new tab without saving. */
export function TemplatePicker({ templates, chosen, disabled, onChoose, onPreview }: TemplatePickerProps) {
  const { t } = useTranslation("ownerArea")
  return (
    <ul className="template-cards" aria-label={t("WEBSITE_TEMPLATES")} data-testid="website-templates">
      {templates.map((template) => {
        const isChosen = template.id === chosen
        return (
          <li key={template.id} className={`template-card${isChosen ? " template-card--chosen" : ""}`} data-testid="website-template">
            <TemplateImage template={template} />
            <h3 className="template-card__name">{template.name}</h3>
            {template.description === "" ? null : <p className="template-card__description">{template.description}</p>}
            <div className="template-card__actions">
              <Button variant={isChosen ? "primary" : "outline"} aria-pressed={isChosen} disabled={disabled} onClick={() => onChoose(template.id)}>
                {isChosen ? t("WEBSITE_TEMPLATE_CHOSEN") : t("WEBSITE_TEMPLATE_CHOOSE")}
                <span className="visually-hidden">: {template.name}</span>
              </Button>
              <Button variant="ghost" onClick={() => onPreview(template.id)}>
                {t("WEBSITE_PREVIEW")}
                <span className="visually-hidden">: {template.name}</span>
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
