import { accountExportFileName, readyMachines, type AccountDataExport, type User } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useCommand } from "../../../shared/forms"
import { saveFile } from "../../../shared/saveFile"
import { Button } from "../../../shared/ui/Button"

/** The file a person keeps: indented, so it reads in any text editor. */
const save = (data: AccountDataExport) =>
  saveFile(JSON.stringify(data, null, 2), accountExportFileName(new Date(data.exported_at)), "application/json")

/**
 * 'Download my data' (RODO access and portability), beside deleting the account: everything the
 * portal keeps about the person, saved as a JSON file. Each download is a command of its own.
 */
export function ExportDataSection({ user }: { readonly user: User }) {
  const { t } = useTranslation("account")
  const [downloads, setDownloads] = useState(0)
  return (
    <section className="card settings__section" aria-labelledby="settings-export">
      <h2 id="settings-export">{t("EXPORT_TITLE")}</h2>
      <p className="settings__hint">{t("EXPORT_TEXT")}</p>
      <DownloadButton key={downloads} user={user} onSaved={() => setDownloads((count) => count + 1)} />
    </section>
  )
}

function DownloadButton({ user, onSaved }: { readonly user: User; readonly onSaved: () => void }) {
  const { t } = useTranslation("account")
  const download = useCommand(readyMachines.accountExport, {
    ns: "account",
    onDone: (data) => {
      save(data as AccountDataExport)
      onSaved()
    }
  })
  return (
    <Button disabled={download.running} onClick={() => download.run({ id: user.id })} data-testid="export-account">
      {download.running ? t("EXPORTING") : t("EXPORT_DOWNLOAD")}
    </Button>
  )
}
