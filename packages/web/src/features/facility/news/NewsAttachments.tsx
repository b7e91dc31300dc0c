import { classifyAttachment, type PublicationAttachment } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { AttachmentIcon } from "./AttachmentIcon"

/**
 * A news item's files, classified by core's rule (spec 3.15): the pictures shown in the post;
 * everything else (films, PDFs, Word and Excel documents, other files) a download link with the
 * icon of its kind and the kind named in its text.
 */
export function NewsAttachments({ files }: { readonly files: ReadonlyArray<PublicationAttachment> }) {
  const { t } = useTranslation("facility")
  const classified = files.map((file) => ({ file, kind: classifyAttachment(file.name) }))
  const images = classified.filter(({ kind }) => kind === "image")
  const downloads = classified.filter(({ kind }) => kind !== "image")
  return (
    <>
      {images.length === 0 ? null : (
        <div className="news-entry__images">
          {images.map(({ file }) => (
            <img key={file.url} src={file.url} alt={file.name} loading="lazy" decoding="async" />
          ))}
        </div>
      )}
      {downloads.length === 0 ? null : (
        <ul className="news-entry__files" aria-label={t("NEWS_ATTACHMENTS")}>
          {downloads.map(({ file, kind }) => (
            <li key={file.url}>
              <a className="news-entry__file" href={file.url} download={file.name} data-kind={kind}>
                <AttachmentIcon kind={kind} />
                <span>
                  {file.name} <span className="news-entry__kind">({t(keyFromData(`ATTACHMENT_KIND_${kind.toUpperCase()}`))})</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
