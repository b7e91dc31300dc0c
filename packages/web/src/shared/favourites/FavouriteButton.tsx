import { useSelector } from "@xstate/react"
import { useTranslation } from "react-i18next"
import { useFavouritesActor } from "./FavouritesProvider"
import "./favouriteButton.css"

/**
 * The heart of a facility (issue 20), on its tile, its map card and its profile: a toggle button
 * whose name stays the facility's and whose pressed state says whether it is a favourite.
 */
export function FavouriteButton({ facilityId, name }: { readonly facilityId: number; readonly name: string }) {
  const { t } = useTranslation()
  const actor = useFavouritesActor()
  const favourite = useSelector(actor ?? undefined, (snapshot) => snapshot?.context.ids.includes(facilityId) ?? false)
  if (actor === null) return null
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={favourite}
      aria-label={t("FAVOURITE", { name })}
      data-testid="favourite-button"
      onClick={() => actor.send({ type: "TOGGLE", facilityId })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.5 5c2 0 3.6 1.1 4.5 2.6h2C13.9 6.1 15.5 5 17.5 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
