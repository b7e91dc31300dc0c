import { attachmentOpenUrl, type MaterialAttachment } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/** Each kind's icon (spec 3.15): a sheet with its kind's mark, coloured by kind in teacherZone.css. */
const marks: Readonly<Record<MaterialAttachment["kind"], string>> = { image: "IMG", movie: "MOV", pdf: "PDF", excel: "XLS", word: "DOC", file: "•••" }

function AttachmentIcon({ kind }: { readonly kind: MaterialAttachment["kind"] }) {
  return (
    <svg className={`attachment-icon attachment-icon--${kind}`} viewBox="0 0 24 28" width="24" height="28" aria-hidden="true" focusable="false">
      <path d="M3 1h12l6 6v20H3z" fill="currentColor" />
      <text x="12" y="21" textAnchor="middle" fontSize="6.5" fontWeight="700" fill="#fff">{marks[kind]}</text>
    </svg>
  )
}

/** A material's attachments with their kinds' icons; Word and Excel files open in the online office viewer. */
export function AttachmentList({ attachments }: { readonly attachments: ReadonlyArray<MaterialAttachment> }) {
  const { t } = useTranslation("teacherZone")
  if (attachments.length === 0) return null
  return (
    <section className="teacher-zone__attachments" aria-labelledby="material-attachments">
      <h2 id="material-attachments">{t("ATTACHMENTS")}</h2>
      <ul data-testid="material-attachments">
        {attachments.map((attachment) => {
          const href = attachmentOpenUrl(attachment, location.origin)
          return (
            <li key={attachment.url} className="teacher-zone__attachment">
              <AttachmentIcon kind={attachment.kind} />
              {/* A file kept here is saved under its own name, not the key it is stored under. */}
              <a href={href} download={href === attachment.url ? attachment.name : undefined} target="_blank" rel="noopener noreferrer" data-kind={attachment.kind}>
                {attachment.name}
              </a>
              <span className="teacher-zone__attachment-kind">
                {t(`KIND_${attachment.kind}`)}
                {(attachment.kind === "word" || attachment.kind === "excel") && ` – ${t("OPENS_IN_VIEWER")}`}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
