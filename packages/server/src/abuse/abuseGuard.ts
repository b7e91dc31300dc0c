import { apiError } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { createHash } from "node:crypto"
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible"
import { PasswordWork } from "../auth/passwordWork"
import { ServerConfig } from "../services"
import { loginDelaySeconds, type AbuseLimits, type Allowance } from "./abuseLimits"
import { knownDevice } from "./deviceCookie"
import { sqlStoreClient } from "./sqlStoreClient"

/** The counters' table (migration 0004). */
const TABLE = "abuse_counters"

/** The login allowances: not spent per call like the others, but counted per wrong password. */
type LoginAllowance = "loginFailuresPerAccountAndIp" | "loginFailuresPerIp"
type Budget = Exclude<keyof AbuseLimits, LoginAllowance | "loginDelaySeconds">

/** 429 (ERROR_TOO_MANY_REQUESTS, or a limit's own key), telling the client when to try again. */
export const tooManyRequests = (
  msBeforeNext: number,
  key: "ERROR_TOO_MANY_REQUESTS" | "ERROR_REPORTS_LIMIT_EXCEEDED" = "ERROR_TOO_MANY_REQUESTS"
) =>
  Effect.andThen(
    HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(Math.max(1, Math.ceil(msBeforeNext / 1000)))))
    ),
    Effect.fail(apiError(key))
  )

/** Keys are hashed: the counters table never holds an e-mail address or an IP in clear. */
export const counterKey = (value: string) => createHash("sha256").update(value.normalize("NFKC").toLowerCase()).digest("base64url")

const makeAbuseGuard = Effect.gen(function*() {
  const { abuseLimits } = yield* ServerConfig
  const storeClient = yield* sqlStoreClient
  const passwordWork = yield* PasswordWork
  const limiter = (keyPrefix: string, { points, seconds }: Allowance) =>
    new RateLimiterPostgres({
      storeClient,
      storeType: "pool",
      tableName: TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration: seconds,
      clearExpiredByTimeout: false
    })
  const budgets = Object.fromEntries(
    (Object.keys(abuseLimits) as Array<keyof AbuseLimits>)
      .filter((name): name is Budget =>
        name !== "loginFailuresPerAccountAndIp" && name !== "loginFailuresPerIp" && name !== "loginDelaySeconds")
      .map((name) => [name, limiter(name, abuseLimits[name])])
  ) as Record<Budget, RateLimiterPostgres>
  const loginFailures = {
    loginFailuresPerAccountAndIp: limiter("loginFailuresPerAccountAndIp", abuseLimits.loginFailuresPerAccountAndIp),
    loginFailuresPerIp: limiter("loginFailuresPerIp", abuseLimits.loginFailuresPerIp)
  }
  // A key's current wait: blocked (one point over) until it ends. The window is unused.
  const loginWaits = limiter("loginWaits", { points: 1, seconds: 1 })

  const store = <A>(f: () => Promise<A>) => Effect.promise(f)

  /** Spends one point of a budget; over it, 429 and nothing else happens. */
  const spend = (budget: Budget, key: string) =>
    Effect.flatMap(
      Effect.promise(() =>
        budgets[budget].consume(counterKey(key)).then(
          () => null,
          (rejection: unknown) => {
            if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext
            throw rejection
          }
        )
      ),
      (msBeforeNext) => (msBeforeNext === null ? Effect.void : tooManyRequests(msBeforeNext))
    )

  /** The longest wait any of the keys is in, in milliseconds (0: none). */
  const longestWait = (keys: ReadonlyArray<string>) =>
    Effect.map(
      Effect.forEach(keys, (key) => store(() => loginWaits.get(key)), { concurrency: "unbounded" }),
      (states) => Math.max(0, ...states.map((state) => (state !== null && state.consumedPoints > 1 ? state.msBeforeNext : 0)))
    )

  /** Counts a wrong password against a key; past its allowance, the key waits, longer each time. */
  const countFailure = (allowance: LoginAllowance, key: string) =>
    Effect.gen(function*() {
      const failures = yield* store(() => loginFailures[allowance].penalty(key))
      const over = failures.consumedPoints - abuseLimits[allowance].points
      if (over > 0) yield* store(() => loginWaits.block(key, loginDelaySeconds(abuseLimits, over)))
    })

  /**
   * Guards a password check (OWASP "blocking brute force"; rate-limiter-flexible's login
   * protection). From a browser that logged into this account before (its device cookie), only
   * that device's own wrong passwords slow it: a right password passes whatever others do. Any
   * other attempt is counted per (account, address) and per address; past an allowance each
   * wrong password makes that key wait, doubling up to a few minutes, and a waiting key is
   * answered 429 with Retry-After before any password work. Nothing ever locks the account for
   * everyone. The check itself waits for one of the few hashing slots (see PasswordWork).
   */
  const guardLogin = <E, R>(email: string, ip: string, checkPassword: Effect.Effect<boolean, E, R>, accountId?: string) =>
    Effect.gen(function*() {
      const device = accountId === undefined ? null : yield* knownDevice(accountId)
      const keyed: ReadonlyArray<readonly [LoginAllowance, string]> = device !== null
        ? [["loginFailuresPerAccountAndIp", counterKey(`device ${device}`)]]
        : [["loginFailuresPerAccountAndIp", `${counterKey(ip)}:${counterKey(email)}`], ["loginFailuresPerIp", counterKey(ip)]]
      const wait = yield* longestWait(keyed.map(([, key]) => key))
      if (wait > 0) return yield* tooManyRequests(wait)
      const ok = yield* passwordWork.inTurn(checkPassword)
      if (ok) {
        // The pair's count starts over; the address's does not: one account of its own must not
        // let an attacker wipe what its guesses at others cost.
        yield* store(() => loginFailures.loginFailuresPerAccountAndIp.delete(keyed[0]![1]))
        return true
      }
      yield* Effect.forEach(keyed, ([allowance, key]) => countFailure(allowance, key), { discard: true })
      return false
    })

  return {
    spend,
    guardLogin,
    /** Lets a login in when the password queue has room; else 503 with Retry-After, before any work. */
    admitLogin: passwordWork.admitted
  }
})

/**
 * Abuse limits whose counters live in PostgreSQL, shared by every server instance. Its layer
 * also gives the instance's one PasswordWork queue, which every password hashing shares.
 */
export class AbuseGuard extends Context.Service<AbuseGuard, Effect.Success<typeof makeAbuseGuard>>()(
  "@pociecha/server/AbuseGuard"
) {
  static readonly layer = Layer.effect(AbuseGuard, makeAbuseGuard).pipe(Layer.provideMerge(PasswordWork.layer))
}
