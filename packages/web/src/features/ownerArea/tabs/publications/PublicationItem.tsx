import { classifyAttachment, formatDateTime, type Publication, readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useCommand } from "../../../../shared/forms"
import { StatusPill, type StatusTone } from "../../../../shared/ui/StatusPill"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"

const visibilityTone: Readonly<Record<Publication["visibility"], StatusTone>> = { public: "green", private: "orange", admin_only: "grey" }

/** One news item as its writers see it: title, category, visibility, when, its files; edit or delete it. */
export function PublicationItem({ facilityRef, publication, onEdit }: { readonly facilityRef: string; readonly publication: Publication; readonly onEdit: () => void }) {
  const { t } = useTranslation("ownerArea")
  const remove = useCommand(readyMachines.publicationRemoval, { ns: "ownerArea", successToast: "PUBLICATION_DELETED" })
  return (
    <li className="publication card" data-testid="publication">
      <header className="publication__head">
        <h3 className="publication__title">{publication.title}</h3>
        <StatusPill tone={visibilityTone[publication.visibility]} testId="publication-visibility">
          {t(keyFromData(`VISIBILITY_${publication.visibility.toUpperCase()}`))}
        </StatusPill>
      </header>
      <p className="publication__meta">
        {t(keyFromData(`CATEGORY_${publication.category.toUpperCase()}`))} · {formatDateTime(publication.created_at)}
      </p>
      {publication.attachments.length === 0 ? null : (
        <ul className="publication__files">
          {publication.attachments.map((file) => (
            <li key={file.url} data-kind={classifyAttachment(file.name)}>
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="owner-tab__actions">
        <Button variant="ghost" onClick={onEdit} data-testid="publication-edit">
          {t("EDIT")}
        </Button>
        <Button variant="ghost" disabled={remove.running} onClick={() => remove.run({ facilityRef, publicationId: publication.id })}>
          {t("DELETE")}
        </Button>
      </div>
    </li>
  )
}
