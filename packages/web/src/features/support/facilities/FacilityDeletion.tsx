import { facilityDeletionQuery, readyMachines, type FacilityDeletion as Counts, type SupportFacility } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import { api } from "../../../shared/api"
import { useCommand } from "../../../shared/forms"
import { Button } from "../../../shared/ui/Button"
import { Modal } from "../../../shared/ui/Modal"
import { ReadState } from "../../../shared/ui/ReadState"

const countedParts = ["opinions", "questions", "applications", "members", "photos", "employees", "publications", "web_pages", "claims"] as const

/** What goes with the facility, each part with its count. */
function DeletionCounts({ counts }: { readonly counts: Counts }) {
  const { t } = useTranslation("support")
  return (
    <ul className="support-facilities__counts" data-testid="support-facility-deletion-counts">
      {countedParts.map((part) => (
        <li key={part}>
          {t(`FACILITIES_DELETES_${part}`)}: <strong>{counts[part]}</strong>
        </li>
      ))}
    </ul>
  )
}

/**
 * Deleting the facility (core's supportFacilityRemoval): a dialog first tells what goes with it
 * (read when it opens), then the delete runs once and the list opens again.
 */
export function FacilityDeletion({ facility }: { readonly facility: SupportFacility }) {
  const { t } = useTranslation("support")
  const [open, setOpen] = useState(false)
  const [, navigate] = useLocation()
  const counts = useQuery({ ...facilityDeletionQuery(api, facility.id), enabled: open })
  const removal = useCommand(readyMachines.supportFacilityRemoval, {
    ns: "support",
    successToast: "FACILITIES_DELETED",
    onDone: () => navigate("/support", { replace: true })
  })
  return (
    <section className="support__section" aria-labelledby="support-facility-delete">
      <h2 id="support-facility-delete" className="support__heading">{t("FACILITIES_DELETE_TITLE")}</h2>
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="support-facility-delete">
        {t("FACILITIES_DELETE")}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t("FACILITIES_DELETE_CONFIRM", { name: facility.name })}
        description={t("FACILITIES_DELETE_WARNING")}
        actions={[
          { display: "CANCEL", onClick: () => setOpen(false) },
          {
            display: t("FACILITIES_DELETE"),
            color: "danger",
            disabled: counts.data === undefined || removal.running || removal.done,
            onClick: () => removal.run({ id: facility.id })
          }
        ]}
      >
        <ReadState query={counts}>{(data) => <DeletionCounts counts={data} />}</ReadState>
      </Modal>
    </section>
  )
}
