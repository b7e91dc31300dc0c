import { AGE_GROUPS, readyMachines, SAVED_SEARCH_ALERTS, type SearchPayload } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { ChoiceField, DialogActions, FormAlert, MachineForm, SelectField, TextField, useForm } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { pathTo } from "../../shared/routing/paths"
import { useReadyMachine } from "../../shared/session"
import { Button, ButtonLink } from "../../shared/ui/Button"
import { Modal } from "../../shared/ui/Modal"

interface SaveSearchDialogProps {
  /** The map search to keep: the body the map last sent. */
  readonly query: SearchPayload
  /** The name offered: the page's title. */
  readonly suggestedName: string
  readonly open: boolean
  readonly onClose: () => void
}

/**
 * "Zapisz wyszukiwanie" (issue 20): the map's search kept under a name, with an e-mail alert —
 * at once or in a daily digest — when a facility in it opens places (for an age group, or any),
 * when a new one appears, or when a favourite publishes news. Saved, it links to the list.
 */
export function SaveSearchDialog({ query, suggestedName, open, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation(["map", "common"])
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t("SAVE_SEARCH_TITLE")}>
      {open && <SaveSearchForm query={query} suggestedName={suggestedName} onClose={onClose} />}
    </Modal>
  )
}

function SaveSearchForm({ query, suggestedName, onClose }: Omit<SaveSearchDialogProps, "open">) {
  const { t } = useTranslation(["map", "common"])
  const form = useForm(useReadyMachine(readyMachines.saveSearchForm), { ns: "map", input: { query, suggestedName } })
  if (form.result !== null) {
    return (
      <div data-testid="search-saved">
        <FormAlert tone="success">{t("SEARCH_SAVED", { name: form.result.name })}</FormAlert>
        <div className="dialog__actions">
          <Button onClick={onClose}>{t("common:CLOSE")}</Button>
          <ButtonLink href={pathTo("user_saved_searches")} variant="primary">{t("TO_SAVED_SEARCHES")}</ButtonLink>
        </div>
      </div>
    )
  }
  return (
    <MachineForm form={form}>
      {form.formError !== null && <FormAlert tone="error">{t([keyFromData(`common:${form.formError}`), "common:ERROR_UNKNOWN"])}</FormAlert>}
      <TextField {...form.field("name")} label={t("SAVED_SEARCH_NAME")} required />
      <ChoiceField
        name="alert"
        legend={t("SAVED_SEARCH_ALERT")}
        options={SAVED_SEARCH_ALERTS.map((alert) => ({ value: alert, label: t(keyFromData(`common:SEARCH_ALERT_${alert.toUpperCase()}`)) }))}
        value={form.values.alert}
        onChange={(value) => form.change("alert", value)}
        error={form.errors.alert}
      />
      <SelectField
        {...form.field("age_group")}
        label={t("SAVED_SEARCH_AGE_GROUP")}
        placeholder={t("common:SEARCH_ALERT_ANY_AGE")}
        options={AGE_GROUPS.map((group) => ({ value: group, label: t(keyFromData(`common:CHILD_AGE_${group}`)) }))}
        disabled={form.values.alert === "off"}
      />
      <p className="facility-muted">{t("SAVED_SEARCH_ALERT_HINT")}</p>
      <DialogActions
        cancel={{ label: t("common:CANCEL"), onClick: onClose }}
        confirm={t("SAVE_SEARCH")}
        pendingLabel={t("common:SAVING")}
        pending={form.pending}
        confirmTestId="save-search-submit"
      />
    </MachineForm>
  )
}
