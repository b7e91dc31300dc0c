import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { apiError } from "../api/errors"
import { guestFavouritesStore } from "../domain/rules/guestFavourites"
import { controllablePromise } from "../testing/controllablePromise"
import { favouritesMachine, type FavouriteChange } from "./favourites.machine"

/**
 * The hearts as issue 20 describes them: a guest's favourites are kept in the browser and move
 * into the account at sign-in; a signed-in person's heart changes at once and is saved; a save
 * the server refuses puts the heart back and says why.
 */
const deviceStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key)
  }
}

const start = (signedIn: boolean) => {
  const store = guestFavouritesStore(deviceStorage())
  const takeOver = controllablePromise<ReadonlyArray<number>, ReadonlyArray<number>>()
  const save = controllablePromise<void, FavouriteChange>()
  const actor = createActor(favouritesMachine.provide({ actors: { takeOver: takeOver.logic, save: save.logic } }), { input: { store, signedIn } })
  const toasts: string[] = []
  actor.on("toast", (toast) => toasts.push(toast.key))
  actor.start()
  const ids = () => actor.getSnapshot().context.ids
  return { actor, store, takeOver, save, toasts, ids }
}

describe("favouritesMachine (issue 20)", () => {
  it("keeps a guest's hearts in the browser, the latest first; a second press takes one off", () => {
    const { actor, store, ids } = start(false)
    for (const id of [11, 12, 13, 12]) actor.send({ type: "TOGGLE", facilityId: id })
    expect(ids()).toEqual([13, 11])
    expect(store.read()).toEqual([13, 11])
  })

  it("moves the guest's hearts into the account at sign-in, then shows the account's and forgets the device's", async () => {
    const { actor, store, takeOver, ids } = start(false)
    actor.send({ type: "TOGGLE", facilityId: 11 })
    actor.send({ type: "TOGGLE", facilityId: 12 })
    actor.send({ type: "SIGNED_IN" })
    expect(takeOver.latest().input).toEqual([12, 11])
    await takeOver.latest().resolve([12, 11, 40])
    expect(ids()).toEqual([12, 11, 40])
    expect(store.read()).toEqual([])
  })

  it("reads the account's hearts when a session is restored", async () => {
    const { takeOver, ids } = start(true)
    expect(takeOver.latest().input).toEqual([])
    await takeOver.latest().resolve([5])
    expect(ids()).toEqual([5])
  })

  it("shows a signed-in heart at once and saves it; a refused save puts it back with its message", async () => {
    const { actor, takeOver, save, toasts, ids } = start(true)
    await takeOver.latest().resolve([5])
    actor.send({ type: "TOGGLE", facilityId: 7 })
    expect(ids()).toEqual([7, 5])
    expect(save.latest().input).toEqual({ facilityId: 7, favourite: true })
    await save.latest().resolve()
    actor.send({ type: "TOGGLE", facilityId: 5 })
    expect(ids()).toEqual([7])
    expect(save.latest().input).toEqual({ facilityId: 5, favourite: false })
    await save.latest().reject(apiError("ERROR_NOT_FOUND"))
    expect(ids()).toEqual([5, 7])
    expect(toasts).toEqual(["ERROR_NOT_FOUND"])
  })

  it("keeps the device's hearts for the next sign-in when taking them over fails", async () => {
    const { actor, store, takeOver } = start(false)
    actor.send({ type: "TOGGLE", facilityId: 11 })
    actor.send({ type: "SIGNED_IN" })
    await takeOver.latest().reject(new Error("no connection"))
    expect(store.read()).toEqual([11])
  })

  it("shows the device's (empty) list after signing out", async () => {
    const { actor, takeOver, ids } = start(true)
    await takeOver.latest().resolve([5])
    actor.send({ type: "SIGNED_OUT" })
    expect(ids()).toEqual([])
  })
})
