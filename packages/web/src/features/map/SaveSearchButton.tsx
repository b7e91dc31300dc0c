import { useSelector } from "@xstate/react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useSearch } from "wouter"
import { useSessionUser } from "../../shared/auth/session"
import { pathTo } from "../../shared/routing/paths"
import { Button } from "../../shared/ui/Button"
import type { MapSearchActor } from "./MapView"
import { SaveSearchDialog } from "./SaveSearchDialog"

/**
 * "Zapisz wyszukiwanie" beside the map's list (issue 20): the search the map last sent is what is
 * kept. A guest signs in first and comes back to the same search.
 */
export function SaveSearchButton({ actor, title }: { readonly actor: MapSearchActor; readonly title: string }) {
  const { t } = useTranslation("map")
  const user = useSessionUser()
  const search = useSearch()
  const [, navigate] = useLocation()
  const query = useSelector(actor, (snapshot) => snapshot.context.lastSearch)
  const [open, setOpen] = useState(false)
  if (user === null) {
    // An action that needs an account, as 'Zadaj pytanie' is: the guest signs in and comes back.
    const back = `${pathTo("map")}${search === "" ? "" : `?${search}`}`
    return (
      <Button variant="outline" onClick={() => navigate(`${pathTo("login")}?next=${encodeURIComponent(back)}`)} data-testid="save-search">
        {t("SAVE_SEARCH")}
      </Button>
    )
  }
  return (
    <>
      <Button variant="outline" disabled={query === null} onClick={() => setOpen(true)} data-testid="save-search">
        {t("SAVE_SEARCH")}
      </Button>
      {query === null ? null : <SaveSearchDialog query={query} suggestedName={title} open={open} onClose={() => setOpen(false)} />}
    </>
  )
}
