import { facilityImageActors, facilityRefOf, limitOf, profileLimitKeys, readyMachines } from "@pociecha/core"
import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { usePociechaSession } from "../../../../shared/session"
import { LoadingScreen } from "../../../../shared/ui/LoadingScreen"
import type { OwnerTabProps } from ".."
import { TabForm } from "../TabForm"
import { recordVersion, useFacilityForm } from "../useFacilityForm"

// Lexical is heavy: it arrives only with the description's editor.
const RichTextEditor = lazy(() => import("../../../../shared/forms/richText/RichTextEditor"))

function DescriptionForm({ facility }: Pick<OwnerTabProps, "facility">) {
  const { t } = useTranslation("ownerArea")
  const form = useFacilityForm(readyMachines.facilityDescriptionForm, facility)
  // Pictures in the description are stored as the facility's files, on every package (management 2.4, 2.11 IMAGE).
  const { uploadDescriptionImage } = facilityImageActors(usePociechaSession().api)
  return (
    <TabForm form={form} testId="description-form">
      <Suspense fallback={<LoadingScreen />}>
        <RichTextEditor
          label={t("FIELD_description")}
          initialHtml={facility.description}
          onChange={(html) => form.change("description", html)}
          limit={limitOf(facility.limits, profileLimitKeys.DESCRIPTION_CHARS)}
          onUpload={uploadDescriptionImage(facilityRefOf(facility))}
          error={form.errors.description}
          onClearError={() => form.clearError("description")}
          testId="description-editor"
        />
      </Suspense>
    </TabForm>
  )
}

/** The description (management 2.4): rich text within the package's character limit. */
export default function DescriptionTab({ facility }: OwnerTabProps) {
  return <DescriptionForm key={recordVersion(facility)} facility={facility} />
}
