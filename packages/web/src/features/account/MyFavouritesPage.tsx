import { COMPARE_MIN, compareSearch, myFavouritesQuery, toggledComparePick } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { FacilityTile } from "../../shared/facilityCard/FacilityTile"
import { pathTo } from "../../shared/routing/paths"
import { ButtonLink } from "../../shared/ui/Button"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { AccountShell } from "./AccountShell"

/**
 * My favourites (issue 20): the hearted facilities as tiles (a heart pressed here takes one off
 * the list), each with a tick to compare it; two to four ticked open the comparison.
 */
export default function MyFavouritesPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const favourites = useQuery({ ...myFavouritesQuery(api, user?.id ?? ""), enabled: user !== null })
  const [picked, setPicked] = useState<ReadonlyArray<number>>([])
  const compare = picked.length >= COMPARE_MIN
    ? <ButtonLink href={`${pathTo("compare")}${compareSearch(picked)}`} variant="primary" data-testid="compare-picked">{t("common:COMPARE_SELECTED", { count: picked.length })}</ButtonLink>
    : null
  return (
    <AccountShell tab="user_favourites" title={t("common:MY_FAVOURITES")} actions={compare}>
      <ReadState
        query={favourites}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPlaceholder title={t("common:NO_FAVOURITES")} subtitle={t("common:NO_FAVOURITES_HINT")} action={{ label: t("FIND_FACILITY"), href: pathTo("map") }} />}
      >
        {(list) => (
          <>
            <p>{t("common:COMPARE_CHOOSE")}</p>
            <ul className="account-favourites" data-testid="my-favourites">
              {list.map((facility) => (
                <li key={facility.id} className="account-favourites__item">
                  <label className="account-favourites__pick">
                    <input type="checkbox" checked={picked.includes(facility.id)} onChange={() => setPicked(toggledComparePick(picked, facility.id))}
                      aria-label={t("common:COMPARE_PICK", { name: facility.name })} />
                  </label>
                  <FacilityTile facility={facility} headingLevel={2} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ReadState>
    </AccountShell>
  )
}
