import { favouriteActors } from "../actors/favouriteActors"
import { favouritesMachine } from "../machines/favourites.machine"
import { readyMachine } from "./readyMachine"

/** The hearts (issue 20): the device's favourites for a guest, the account's once signed in. */
export const favourites = readyMachine(({ api }) => favouritesMachine.provide({ actors: favouriteActors(api) }))
