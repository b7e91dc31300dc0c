import { facilityRefOf, facilityPublicationsQuery, userModeratesPublications, type FacilityIdentity, type Page, type Publication } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { useSessionUser } from "../../../../shared/auth/session"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { TabPager } from "../TabPager"
import { PublicationForm } from "./PublicationForm"
import { PublicationItem } from "./PublicationItem"
import "./publications.css"
import { Button } from "../../../../shared/ui/Button"

/** Which item the form edits: none (closed), a new one, or one of the list. */
type Editing = { readonly kind: "closed" } | { readonly kind: "new"; readonly round: number } | { readonly kind: "edit"; readonly publication: Publication }

/**
 * What the tab reads of the shell's props: the facility's id and its names — so a moderator
 * teacher, who reads the facility as everyone does (not as its editors), has it too.
 */
type NewsTabProps = Pick<OwnerTabProps, "facilityId"> & { readonly facility: FacilityIdentity }

/**
 * The news tab (management 2.4 publications, premium only — the shell shows the upsell before
 * this opens for a facility that is not premium): the facility's items, newest first, each
 * edited or deleted, a page at a time; a new item with title, rich content, category,
 * attachments, an optional holiday, and — for moderators only — its visibility. The whole area
 * of a moderator teacher (management 1).
 */
export default function PublicationsTab({ facilityId, facility }: NewsTabProps) {
  const { t } = useTranslation("ownerArea")
  // The facility's one cache name (its slug, or its id without one), as every write names it too.
  const ref = facilityRefOf(facility)
  const user = useSessionUser()
  const moderator = userModeratesPublications(user, facilityId)
  const [page, setPage] = useState(1)
  const publications = useQuery(facilityPublicationsQuery(api, ref, page))
  // Deleting the last item of a later page leaves that page empty: step back to the one before
  // (set while rendering, so the empty page is never shown).
  if (page > 1 && publications.data?.items.length === 0) setPage(page - 1)
  const [editing, setEditing] = useState<Editing>({ kind: "closed" })
  const close = () => setEditing({ kind: "closed" })
  // A new item lands first on the first page: that is where the list waits for it.
  const startNew = () => {
    setPage(1)
    setEditing({ kind: "new", round: Date.now() })
  }
  return (
    <section className="owner-tab" aria-label={t("NEWS")}>
      {editing.kind === "closed" ? (
        <Button variant="primary" onClick={startNew} data-testid="publication-new">
          {t("PUBLICATION_NEW")}
        </Button>
      ) : (
        <PublicationForm
          key={editing.kind === "new" ? `new-${editing.round}` : `edit-${editing.publication.id}`}
          facilityRef={ref}
          publication={editing.kind === "edit" ? editing.publication : null}
          moderator={moderator}
          onClose={close}
        />
      )}
      <ReadState query={publications} isEmpty={(data) => data.items.length === 0} empty={<p className="owner-tab__empty">{t("PUBLICATIONS_EMPTY")}</p>}>
        {(data: Page<Publication>) => (
          <>
            <ul className="publications" data-testid="publications">
              {data.items.map((publication) => (
                <PublicationItem key={publication.id} facilityRef={ref} publication={publication} onEdit={() => setEditing({ kind: "edit", publication })} />
              ))}
            </ul>
            <TabPager page={data} onPage={setPage} />
          </>
        )}
      </ReadState>
    </section>
  )
}
