import { cityDescriptionQuery, maxLengths, readyMachines, type CityDescription } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { Link, Redirect, useParams } from "wouter"
import { api } from "../../shared/api"
import { FormAlert, MachineForm, SubmitButton, useForm } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { pathTo } from "../../shared/routing/paths"
import { useReadyMachine } from "../../shared/session"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { ReadState } from "../../shared/ui/ReadState"
import { CmsShell } from "./CmsShell"

// Lexical is heavy: it arrives only with the description's editor.
const RichTextEditor = lazy(() => import("../../shared/forms/richText/RichTextEditor"))

/** /cms/city-description/:cityId (management 2.10): a city's description in the rich-text editor. */
export default function CmsCityDescriptionPage() {
  const { t } = useTranslation("cms")
  const { cityId = "" } = useParams<{ cityId: string }>()
  const id = Number(cityId)
  const valid = Number.isInteger(id) && id >= 1
  const query = useQuery({ ...cityDescriptionQuery(api, valid ? id : 0), enabled: valid })
  const city = query.data
  return (
    <CmsShell title={city === undefined ? t("EDIT_DESCRIPTION") : t("DESCRIPTION_OF", { city: city.city })}>
      <p><Link href={pathTo("cms_city")}>{t("BACK_TO_CITIES")}</Link></p>
      {valid ? <ReadState query={query}>{(found) => <DescriptionForm key={found.updated_at ?? 0} city={found} />}</ReadState> : <p role="alert">{t("NO_CITY")}</p>}
    </CmsShell>
  )
}

/**
 * The editor (core's cityDescriptionFormMachine): the server sanitises what is saved and keeps
 * the change in the audit trail; a save returns to the list, which now shows the city described.
 */
function DescriptionForm({ city }: { readonly city: CityDescription }) {
  const { t } = useTranslation("cms")
  const form = useForm(useReadyMachine(readyMachines.cityDescriptionForm), { ns: "cms", input: { city } })
  if (form.result !== null) return <Redirect to={pathTo("cms_city")} replace />
  return (
    <MachineForm form={form}>
      <p className="cms__meta">{t("CITY_IN", { voivodeship: city.voivodeship })}</p>
      <Suspense fallback={<LoadingScreen />}>
        <RichTextEditor
          label={t("DESCRIPTION")}
          initialHtml={city.description}
          onChange={(html) => form.change("description", html)}
          limit={maxLengths.richText}
          error={form.errors.description}
          onClearError={() => form.clearError("description")}
          testId="city-description-editor"
        />
      </Suspense>
      {form.formError === null ? null : (
        <FormAlert tone={form.formError === "NO_CHANGES_TO_SAVE" ? "info" : "error"}>
          {t(keyFromData(form.formError), { ns: ["cms", "common"] })}
        </FormAlert>
      )}
      <SubmitButton pending={form.pending} pendingLabel={t("SAVING")} data-testid="save">{t("SAVE")}</SubmitButton>
    </MachineForm>
  )
}
