import { facilityRefOf, type ManagedFacility, readyMachines } from "@pociecha/core"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { AvatarInput, usePhotoInput, useToasts } from "../../../../shared/forms"
import { usePociechaMachine } from "../../../../shared/session"

/**
 * The facility's logo (management 2.4 Address data: an avatar input with the facility's
 * placeholder; core's facilityLogoMachine). It is saved on its own, not with the form: the
 * profile and lists are read again at once, while the owner area's copy is only marked stale, not
 * read again, so that what is typed in the form around it stays (both named by the machine).
 */
export function FacilityLogoInput({ facility }: { readonly facility: Pick<ManagedFacility, "id" | "slug" | "avatar"> }) {
  const { t } = useTranslation("ownerArea")
  const [logo, setLogo] = useState(facility.avatar)
  const input = usePociechaMachine(readyMachines.facilityLogo, { input: { facilityRef: facilityRefOf(facility), facilityId: facility.id } })
  useToasts(input, "ownerArea")
  useEffect(() => {
    const subscription = input.on("logoChanged", ({ logo: changed }) => setLogo(changed.avatar))
    return () => subscription.unsubscribe()
  }, [input])
  const { dialog, choose } = usePhotoInput(input)
  return (
    <AvatarInput
      label={t("FIELD_logo")}
      src={logo}
      placeholder="facility"
      {...dialog}
      onChoose={choose}
      onRemove={() => input.send({ type: "REMOVE" })}
      testId="facility-logo"
    />
  )
}
