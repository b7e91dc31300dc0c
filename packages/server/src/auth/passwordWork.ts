import { apiError } from "@pociecha/core"
import { Context, Effect, Layer, Option, Semaphore } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { ServerConfig } from "../services"
import { hashPassword, verifyPassword } from "./password"

/**
 * How much password hashing one instance takes on: so many checks at once (scrypt runs on
 * libuv's thread pool, which file and DNS work share), so many more waiting their turn.
 */
export interface PasswordWorkLimits {
  readonly concurrent: number
  readonly queued: number
}

// Two of libuv's four threads; a few hundred milliseconds of waiting at most.
export const defaultPasswordWorkLimits: PasswordWorkLimits = { concurrent: 2, queued: 16 }

/** A full queue drains within about a second: the client is told to come back then. */
const RETRY_AFTER_SECONDS = 1

/** 503 ERROR_SERVICE_BUSY with Retry-After: nothing was checked, nothing counted. */
const serviceBusy = Effect.andThen(
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(RETRY_AFTER_SECONDS)))
  ),
  Effect.fail(apiError("ERROR_SERVICE_BUSY"))
)

const makePasswordWork = Effect.gen(function*() {
  const { passwordWork } = yield* ServerConfig
  // Admission counts the running and the waiting; workers, the running only.
  const admission = yield* Semaphore.make(passwordWork.concurrent + passwordWork.queued)
  const workers = yield* Semaphore.make(passwordWork.concurrent)
  /**
   * Admits a login (its counters' reads and writes, and its password check) when the queue has
   * room; when it is full, answers 503 at once, before any database or password work, so a
   * crowd of logins waits outside instead of making every other call of the API wait behind it.
   */
  const admitted = <A, E, R>(login: Effect.Effect<A, E, R>) =>
    Effect.flatMap(
      Semaphore.withPermitsIfAvailable(admission, 1)(login),
      Option.match({ onNone: () => serviceBusy, onSome: Effect.succeed })
    )
  /** Runs an admitted login's password check when one of the few hashing slots is free. */
  const inTurn = <A, E, R>(check: Effect.Effect<A, E, R>) => Semaphore.withPermit(workers, check)
  /**
   * Hashes a new password (signup, reset, change) in one of the same slots as the logins'
   * checks, so a burst of them cannot take every hashing thread. It waits for its turn rather
   * than answer 503: these calls are already counted per address and per e-mail.
   */
  const hash = (password: string) => inTurn(Effect.promise(() => hashPassword(password)))
  /** Checks a password a signed-in person confirms a change with, in one of the hashing slots. */
  const verify = (password: string, stored: string) => inTurn(Effect.promise(() => verifyPassword(password, stored)))
  return { admitted, inTurn, hash, verify }
})

/** The bounded queue of password checks of this instance. */
export class PasswordWork extends Context.Service<PasswordWork, Effect.Success<typeof makePasswordWork>>()(
  "@pociecha/server/PasswordWork"
) {
  static readonly layer = Layer.effect(PasswordWork, makePasswordWork)
}
