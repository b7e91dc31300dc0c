import { AVATAR_EXTENSIONS, employeeActors, employeePhotoMachine, type Employee } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { exportCrop, PhotoCropDialog, PhotoPicker, usePhotoInput, useToasts } from "../../../../shared/forms"

const photoMachine = employeePhotoMachine.provide({ actors: { exportCrop, upload: employeeActors(api).uploadPhoto } })

/**
 * An employee's photo (management 2.4 Staff, 2.11 avatar input; core's employeePhotoMachine):
 * an image is chosen, framed in the crop dialog, exported as JPEG and uploaded; the staff is
 * read again with the new photo.
 */
export function EmployeePhoto({ facilityRef, employee }: { readonly facilityRef: string; readonly employee: Employee }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const input = useActorRef(photoMachine, { input: { facilityRef, employeeId: employee.id } })
  useToasts(input, "ownerArea")
  useEffect(() => {
    const subscription = input.on("photoChanged", () => void client.invalidateQueries({ queryKey: ["facility", facilityRef, "employees"] }))
    return () => subscription.unsubscribe()
  }, [input, client, facilityRef])
  const { dialog, choose } = usePhotoInput(input)
  return (
    <>
      <PhotoPicker
        className="btn btn--ghost"
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
