import type { WebsiteBuilderContext } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { TextField } from "../../../../shared/forms"
import { FieldMessage } from "../../../../shared/forms/FieldShell"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"
import type { SendToBuilder } from "./builderProps"
import { TemplatePicker } from "./TemplatePicker"

/**
 * A facility without a site (management 2.6, 5): a template chosen among the visible ones and the
 * site's name, which becomes its subdomain; the machine judges the name as it is typed and shows
 * the server's WEBSITE_NAME_TAKEN under it.
 */
export function NewSiteForm({ context, pending, send }: { readonly context: WebsiteBuilderContext; readonly pending: boolean; readonly send: SendToBuilder }) {
  const { t } = useTranslation("ownerArea")
  return (
    <form
      className="website-new"
      noValidate
      data-testid="website-new"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: "CREATE" })
      }}
    >
      <h2 className="owner-tab__subtitle">{t("WEBSITE_CREATE_TITLE")}</h2>
      <p className="website__hint">{t("WEBSITE_CREATE_HINT")}</p>
      <TemplatePicker
        templates={context.templates}
        chosen={context.templateId}
        disabled={pending}
        onChoose={(templateId) => send({ type: "CHOOSE_TEMPLATE", templateId })}
        onPreview={(templateId) => send({ type: "PREVIEW", templateId })}
      />
      {context.errors.template_id === undefined ? null : <FieldMessage messageKey={context.errors.template_id} />}
      <TextField
        name="name"
        label={t("WEBSITE_NAME")}
        hint={t("WEBSITE_NAME_HINT")}
        value={context.name}
        error={context.errors.name}
        onChange={(event) => send({ type: "CHANGE_NAME", value: event.target.value })}
        required
        autoComplete="off"
        spellCheck={false}
      />
      {context.formError === null ? null : (
        <p className="website__error" role="alert">
          {t(keyFromData(context.formError))}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? t("SAVING") : t("WEBSITE_CREATE")}
      </Button>
    </form>
  )
}
