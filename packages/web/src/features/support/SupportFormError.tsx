import { useTranslation } from "react-i18next"
import { FormAlert } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"

/** A support form's error that belongs to no field (the catalogue's key, in support's or the common texts); nothing without one. */
export function SupportFormError({ error }: { readonly error: string | null }) {
  const { t } = useTranslation(["support", "common"])
  return error === null ? null : <FormAlert tone="error">{t(keyFromData(error), { ns: ["support", "common"] })}</FormAlert>
}
