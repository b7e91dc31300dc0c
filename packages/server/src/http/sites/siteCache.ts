import { Effect, Queue, Schedule, type Scope } from "effect"
import { DatabaseNotifications } from "../../db/notifications"
import { makePageCache, type PageCache } from "./pageCache"

/** The channel 0017 and 0019 announce a facility's site or content changes on ('*': every site). */
const CHANNEL = "web_page_changed"

/** Rendered pages kept: at most a few thousand, and at most about 100 MB of them (HTML and its compressed copies). */
const MAX_PAGES = 2000
const MAX_BYTES = 100_000_000

/**
 * The guest pages' cache, kept true by LISTEN/NOTIFY: a change of a facility drops its pages on
 * every instance of a fleet. While the notifications are lost nothing is kept (a change could go
 * unheard); when they are back, the cache starts empty.
 */
export const makeSiteCache: Effect.Effect<{ readonly pages: PageCache; readonly listening: () => boolean }, never, DatabaseNotifications | Scope.Scope> =
  Effect.gen(function*() {
    const notifications = yield* DatabaseNotifications
    const pages = makePageCache(MAX_PAGES, MAX_BYTES)
    let listening = false
    const drop = (payloads: ReadonlyArray<string>) => {
      for (const payload of new Set(payloads)) pages.drop(payload === "*" ? "*" : Number(payload))
    }
    const follow = Effect.scoped(Effect.gen(function*() {
      const changes = yield* notifications.listen(CHANNEL)
      pages.drop("*")
      listening = true
      return yield* Effect.forever(Effect.map(Queue.takeAll(changes), drop))
    }))
    yield* follow.pipe(
      Effect.tapCause((cause) => Effect.sync(() => { listening = false }).pipe(
        Effect.andThen(Effect.logWarning("site cache: database notifications lost, caching paused", cause)))),
      Effect.retry(Schedule.min([Schedule.exponential("200 millis"), Schedule.spaced("10 seconds")])),
      Effect.forkScoped
    )
    return { pages, listening: () => listening }
  })
