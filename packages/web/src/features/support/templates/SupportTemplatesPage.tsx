import { allPageTemplatesQuery, type PageTemplate } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { SelectField } from "../../../shared/forms"
import { Button } from "../../../shared/ui/Button"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../../shared/ui/ReadState"
import { SupportShell } from "../SupportShell"
import { TemplateForm } from "./TemplateForm"
import { TemplateRemoval } from "./TemplateRemoval"
import "../catalogue.css"

type Shown = "all" | "visible" | "hidden"

const isShown = (shown: Shown) => (template: PageTemplate) => shown === "all" || template.is_visible === (shown === "visible")

/**
 * /support/templates (management 2.9 Templates): every website template, the hidden ones too,
 * filtered by visibility; create, edit and (confirmed) delete. A hidden one is not offered in the
 * owners' website builder.
 */
export default function SupportTemplatesPage() {
  const { t } = useTranslation(["support", "common"])
  const templates = useQuery(allPageTemplatesQuery(api))
  const [shown, setShown] = useState<Shown>("all")
  // The template whose form is open: "new", one template's id, or none.
  const [editing, setEditing] = useState<number | "new" | null>(null)
  return (
    <SupportShell tab="support_templates" title={t("common:SUPPORT_TEMPLATES")}>
      <div className="support-catalogue__filters">
        <SelectField
          name="shown"
          label={t("TEMPLATE_FILTER")}
          placeholder={t("TEMPLATE_FILTER_ALL")}
          value={shown === "all" ? "" : shown}
          onChange={(event) => setShown(event.target.value === "visible" || event.target.value === "hidden" ? event.target.value : "all")}
          options={[{ value: "visible", label: t("TEMPLATE_SHOWN") }, { value: "hidden", label: t("TEMPLATE_HIDDEN") }]}
        />
        <Button variant="primary" onClick={() => setEditing("new")} data-testid="template-new">
          {t("TEMPLATE_NEW")}
        </Button>
      </div>
      {editing === "new" ? <TemplateForm template={null} onClose={() => setEditing(null)} /> : null}
      <ReadState query={templates} isEmpty={(rows) => !rows.some(isShown(shown))} empty={<EmptyPlaceholder title={t("TEMPLATES_EMPTY")} />}>
        {(rows) => (
          <ul className="support-catalogue__list" data-testid="template-list">
            {rows.filter(isShown(shown)).map((template) => (
              <li key={template.id} className="support-catalogue__row">
                {template.image === "" ? null : <img src={template.image} alt="" width={64} height={40} />}
                <strong>{template.name}</strong>
                <span className="support-catalogue__meta">{template.key} · {t(template.is_visible ? "TEMPLATE_SHOWN" : "TEMPLATE_HIDDEN")}</span>
                <span className="support-item__actions">
                  <Button onClick={() => setEditing(template.id)}>{t("TAG_EDIT")}</Button>
                  <TemplateRemoval id={template.id} />
                </span>
                {editing === template.id ? <TemplateForm template={template} onClose={() => setEditing(null)} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </SupportShell>
  )
}
