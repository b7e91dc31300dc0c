import type { ShadowRecord } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { toast } from "../../../shared/ui/toast"
import { downloadDocument } from "./shadowDesk"
import { Button } from "../../../shared/ui/Button"

const sizeInKb = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

/** The confirmation documents of a record, each downloaded with the support account's token. */
export function ShadowDocuments({ record }: { readonly record: ShadowRecord }) {
  const { t } = useTranslation("support")
  return (
    <div className="support-item__labelled">
      <h3>{t("SHADOW_DOCUMENTS")}</h3>
      <ul className="shadow-documents">
        {record.documents.map((document) => (
          <li key={document.id}>
            <Button
              variant="ghost"
              data-testid="shadow-document"
              onClick={() => void downloadDocument(record.id, document).catch(() => toast.error(t("SHADOW_DOWNLOAD_FAILED")))}
            >
              {t("SHADOW_DOWNLOAD", { name: document.file_name })}
            </Button>
            <span className="support-item__meta"> {t("SHADOW_SIZE_KB", { size: sizeInKb(document.size) })}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
