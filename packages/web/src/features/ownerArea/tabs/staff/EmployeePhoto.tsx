import { AVATAR_EXTENSIONS, type Employee, readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { PhotoCropDialog, PhotoPicker, usePhotoInput, useToasts } from "../../../../shared/forms"
import { usePociechaMachine } from "../../../../shared/session"
import { buttonClass } from "../../../../shared/ui/Button"

/**
 * An employee's photo (management 2.4 Staff, 2.11 avatar input; core's employeePhotoMachine):
 * an image is chosen, framed in the crop dialog, exported as JPEG and uploaded; the staff is
 * read again with the new photo.
 */
export function EmployeePhoto({ facilityRef, employee }: { readonly facilityRef: string; readonly employee: Employee }) {
  const { t } = useTranslation("ownerArea")
  const input = usePociechaMachine(readyMachines.employeePhoto, { input: { facilityRef, employeeId: employee.id } })
  useToasts(input, "ownerArea")
  const { dialog, choose } = usePhotoInput(input)
  return (
    <>
      <PhotoPicker
        className={buttonClass({ variant: "ghost" })}
        title={t("STAFF_PHOTO_HINT", { formats: AVATAR_EXTENSIONS.join(", ") })}
        testId="staff-photo-file"
        onChoose={choose}
      >
        {t(employee.photo === null ? "STAFF_PHOTO_ADD" : "STAFF_PHOTO_CHANGE")}
      </PhotoPicker>
      <PhotoCropDialog {...dialog} />
    </>
  )
}
