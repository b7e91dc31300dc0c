import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useCommand } from "../../../shared/forms"
import { showAlert } from "../../../shared/ui/alertStore"
import { Button } from "../../../shared/ui/Button"

/** A template's delete button (core's pageTemplateRemoval), confirmed first; one a site uses is refused with the server's message. */
export function TemplateRemoval({ id }: { readonly id: number }) {
  const { t } = useTranslation("support")
  const command = useCommand(readyMachines.pageTemplateRemoval, { ns: "support", successToast: "TEMPLATE_DELETED" })
  return (
    <Button
      variant="danger"
      disabled={command.running || command.done}
      onClick={() => showAlert({ title: "support:TEMPLATE_DELETE_CONFIRM", onAccept: () => command.run({ id }) })}
    >
      {t("TAG_DELETE")}
    </Button>
  )
}
