import type { GalleryUpload } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"

/** The photos chosen and not yet in the gallery: each waiting, uploading with its progress, or failed with its reason. */
export function UploadList({
  uploads,
  onRetry,
  onDrop
}: {
  readonly uploads: ReadonlyArray<GalleryUpload>
  readonly onRetry: (key: string) => void
  readonly onDrop: (key: string) => void
}) {
  const { t } = useTranslation("ownerArea")
  if (uploads.length === 0) return null
  return (
    <ul className="gallery-editor__uploads" data-testid="gallery-uploads">
      {uploads.map((upload) => (
        <li key={upload.key} className={`gallery-editor__upload gallery-editor__upload--${upload.status}`} data-testid="gallery-upload">
          <span className="gallery-editor__upload-name">{upload.file.name}</span>
          {upload.status === "failed" ? (
            <>
              <span className="field__error" role="alert">
                {t(keyFromData(upload.error ?? "ERROR_UNKNOWN"), { ns: ["ownerArea", "common"] })}
              </span>
              <Button variant="ghost" onClick={() => onRetry(upload.key)}>
                {t("TRY_AGAIN", { ns: "common" })}
              </Button>
              <Button variant="ghost" onClick={() => onDrop(upload.key)}>
                {t("GALLERY_DROP")}
              </Button>
            </>
          ) : (
            <progress max={1} value={upload.status === "uploading" ? upload.progress : 0} aria-label={t("GALLERY_UPLOADING", { name: upload.file.name })} />
          )}
        </li>
      ))}
    </ul>
  )
}
