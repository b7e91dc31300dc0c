import { AVATAR_EXTENSIONS, employeeActors, employeePhotoMachine, type Employee } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { exportCrop, PhotoCropDialog, useToasts } from "../../../../shared/forms"

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
  const state = useSelector(input, (snapshot) => snapshot.value)
  const { file, area, error } = useSelector(input, (snapshot) => snapshot.context)
  return (
    <>
      <label className="btn btn--ghost" title={t("STAFF_PHOTO_HINT", { formats: AVATAR_EXTENSIONS.join(", ") })}>
        {t(employee.photo === null ? "STAFF_PHOTO_ADD" : "STAFF_PHOTO_CHANGE")}
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          data-testid="staff-photo-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            // Emptied, so picking the same file again is a change too.
            event.target.value = ""
            if (chosen !== undefined) input.send({ type: "CHOOSE", file: chosen })
          }}
        />
      </label>
      <PhotoCropDialog
        file={state !== "idle" && file instanceof Blob ? file : null}
        busy={state === "exporting" || state === "uploading"}
        framed={area !== null}
        error={error}
        onCrop={(framed) => input.send({ type: "CROP", area: framed })}
        onSave={() => input.send({ type: "SAVE" })}
        onCancel={() => input.send({ type: "CANCEL" })}
      />
    </>
  )
}
