import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useForm } from "../../../shared/forms"
import { useReadyMachine } from "../../../shared/session"
import { showAlert } from "../../../shared/ui/alertStore"
import { Button } from "../../../shared/ui/Button"

/**
 * A tag's delete button (core's tagRemoval): confirmed first; a tag in use is not deleted — the
 * server's counts of where it is used show, with a second, confirmed "detach and delete".
 */
export function TagRemoval({ id }: { readonly id: string }) {
  const { t } = useTranslation("support")
  const form = useForm(useReadyMachine(readyMachines.tagRemoval), { ns: "support", input: { id } })
  const inUse = form.formError === "ERROR_TAG_IN_USE"
  const confirmThen = (title: "support:TAG_DELETE_CONFIRM" | "support:TAG_DELETE_ANYWAY", force: boolean) =>
    showAlert({
      title,
      onAccept: () => {
        form.change("force", force ? "true" : "")
        form.submit()
      }
    })
  return (
    <>
      <Button variant="danger" disabled={form.pending || form.result !== null} onClick={() => confirmThen("support:TAG_DELETE_CONFIRM", false)}>
        {t("TAG_DELETE")}
      </Button>
      {inUse
        ? (
          <div className="support-catalogue__in-use" role="alert" data-testid="tag-in-use">
            <p>{t("TAG_IN_USE_DETAIL", { facilities: form.errors.facilities ?? "0", publications: form.errors.publications ?? "0" })}</p>
            <Button variant="danger" disabled={form.pending} onClick={() => confirmThen("support:TAG_DELETE_ANYWAY", true)}>
              {t("TAG_DELETE_ANYWAY")}
            </Button>
          </div>
        )
        : null}
    </>
  )
}
