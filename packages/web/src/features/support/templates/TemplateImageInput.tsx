import { readyMachines } from "@pociecha/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { AvatarInput, usePhotoInput, useToasts } from "../../../shared/forms"
import { usePociechaMachine } from "../../../shared/session"

/**
 * A template's picture in its form (management 2.9 Templates: an avatar input with aspect ratio
 * 0; core's templateImageMachine): the picture is cropped freely and uploaded at once, and its URL
 * handed to the form (`onUploaded`), which saves it with the template. Removing it empties the
 * form's field: the template shows no picture once saved.
 */
export function TemplateImageInput({ src, onUploaded, onRemove }: {
  readonly src: string
  readonly onUploaded: (url: string) => void
  readonly onRemove: () => void
}) {
  const { t } = useTranslation("support")
  const input = usePociechaMachine(readyMachines.templateImage, { input: {} })
  useToasts(input, "support")
  useEffect(() => {
    const subscription = input.on("imageUploaded", ({ url }) => onUploaded(url))
    return () => subscription.unsubscribe()
  }, [input, onUploaded])
  const { dialog, choose } = usePhotoInput(input)
  return (
    <AvatarInput
      label={t("TEMPLATE_IMAGE")}
      src={src === "" ? null : src}
      placeholder="none"
      {...dialog}
      onChoose={choose}
      onRemove={onRemove}
      testId="template-image"
    />
  )
}
