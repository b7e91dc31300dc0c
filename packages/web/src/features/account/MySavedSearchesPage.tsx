import { mySavedSearchesQuery, savedSearchPath } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { pathTo } from "../../shared/routing/paths"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { AccountShell } from "./AccountShell"
import { SavedSearchItem } from "./SavedSearchItem"

/**
 * My saved searches (issue 20): each reopens its map search; its alert (at once, a daily digest,
 * or none) and the age group whose new places alert are changed here, and a search is deleted.
 */
export default function MySavedSearchesPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const searches = useQuery({ ...mySavedSearchesQuery(api, user?.id ?? ""), enabled: user !== null })
  return (
    <AccountShell tab="user_saved_searches" title={t("common:MY_SAVED_SEARCHES")}>
      <ReadState
        query={searches}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPlaceholder title={t("NO_SAVED_SEARCHES")} subtitle={t("NO_SAVED_SEARCHES_HINT")} action={{ label: t("FIND_FACILITY"), href: pathTo("map") }} />}
      >
        {(list) => (
          <ul className="account-list" data-testid="my-saved-searches">
            {list.map((search) => (
              <SavedSearchItem key={search.id} search={search} href={savedSearchPath(search.query)} />
            ))}
          </ul>
        )}
      </ReadState>
    </AccountShell>
  )
}
