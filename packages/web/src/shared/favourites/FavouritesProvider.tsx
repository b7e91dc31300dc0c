import { guestFavouritesStore, readyMachines, type favouritesMachine } from "@pociecha/core"
import { createContext, type ReactNode, use, useEffect, useRef, useState } from "react"
import type { ActorRefFrom } from "xstate"
import { useSessionUser } from "../auth/session"
import { browserStorage } from "../browserStorage"
import { useToasts } from "../forms/useToasts"
import { usePociechaMachine } from "../session/usePociechaMachine"

type FavouritesActor = ActorRefFrom<typeof favouritesMachine>

// No default: outside the app's root (a component's test) there are no hearts, not a crash.
const FavouritesContext = createContext<FavouritesActor | null>(null)

/**
 * The page's one favourites machine (core's favouritesMachine), behind every heart: it keeps a
 * guest's hearts on the device, and is told when someone signs in (their hearts move into the
 * account) or out. Its toasts are shown once here, not by each heart.
 */
export function FavouritesProvider({ children }: { readonly children: ReactNode }) {
  const signedIn = useSessionUser() !== null
  const [store] = useState(() => guestFavouritesStore(browserStorage()))
  const actor = usePociechaMachine(readyMachines.favourites, { input: { store, signedIn } })
  useToasts(actor, "common")
  const told = useRef(signedIn)
  useEffect(() => {
    if (told.current === signedIn) return
    told.current = signedIn
    actor.send({ type: signedIn ? "SIGNED_IN" : "SIGNED_OUT" })
  }, [actor, signedIn])
  return <FavouritesContext value={actor}>{children}</FavouritesContext>
}

/** The favourites machine of the tree, or null outside the app's root. */
export const useFavouritesActor = (): FavouritesActor | null => use(FavouritesContext)
