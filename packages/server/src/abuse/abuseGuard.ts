import { apiError } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { createHash } from "node:crypto"
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible"
import { ServerConfig } from "../services"
import { loginLockSeconds, type AbuseLimits, type Allowance } from "./abuseLimits"
import { sqlStoreClient } from "./sqlStoreClient"

/** The counters' table (migration 0004). */
const TABLE = "abuse_counters"

type Budget = Exclude<keyof AbuseLimits, "loginLockSeconds">

/** 429 (ERROR_TOO_MANY_REQUESTS, or a limit's own key), telling the client when to try again. */
export const tooManyRequests = (
  msBeforeNext: number,
  key: "ERROR_TOO_MANY_REQUESTS" | "ERROR_REPORTS_LIMIT_EXCEEDED" | "ERROR_ACTION_LIMIT_MET" = "ERROR_TOO_MANY_REQUESTS"
) =>
  Effect.andThen(
    HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(Math.max(1, Math.ceil(msBeforeNext / 1000)))))
    ),
    Effect.fail(apiError(key))
  )

/** Keys are hashed: the counters table never holds an e-mail address or an IP in clear. */
const counterKey = (value: string) => createHash("sha256").update(value.normalize("NFKC").toLowerCase()).digest("base64url")

const makeAbuseGuard = Effect.gen(function*() {
  const { abuseLimits } = yield* ServerConfig
  const storeClient = yield* sqlStoreClient
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
      .filter((name): name is Budget => name !== "loginLockSeconds")
      .map((name) => [name, limiter(name, abuseLimits[name])])
  ) as Record<Budget, RateLimiterPostgres>
  // Locks of the day per account: each one doubles the next.
  const loginLocks = limiter("loginLocks", { points: 10_000, seconds: 86_400 })

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

  /** 429 when a budget is already spent, without spending any. */
  const refuseWhenSpent = (budget: Budget, key: string) =>
    Effect.flatMap(store(() => budgets[budget].get(counterKey(key))), (state) =>
      state !== null && state.consumedPoints >= abuseLimits[budget].points
        ? tooManyRequests(state.msBeforeNext)
        : Effect.void)

  /**
   * Guards a password check. Locked accounts and IPs are refused before any work; a wrong
   * password counts against the account and the IP, and the account's fifth wrong password
   * locks it for a while that doubles with each lock of the day; a right one clears the
   * account's count.
   */
  const guardLogin = <E, R>(email: string, ip: string, checkPassword: Effect.Effect<boolean, E, R>) =>
    Effect.gen(function*() {
      const account = counterKey(email)
      yield* refuseWhenSpent("loginFailuresPerAccount", email)
      yield* refuseWhenSpent("loginFailuresPerIp", ip)
      const ok = yield* checkPassword
      if (ok) {
        yield* store(() => budgets.loginFailuresPerAccount.delete(account))
        return true
      }
      yield* store(() => budgets.loginFailuresPerIp.penalty(counterKey(ip)))
      const failures = yield* store(() => budgets.loginFailuresPerAccount.penalty(account))
      if (failures.consumedPoints >= abuseLimits.loginFailuresPerAccount.points) {
        const locks = yield* store(() => loginLocks.penalty(account))
        yield* store(() => budgets.loginFailuresPerAccount.block(account, loginLockSeconds(abuseLimits, locks.consumedPoints)))
      }
      return false
    })

  return { spend, guardLogin }
})

/** Abuse limits whose counters live in PostgreSQL, shared by every server instance. */
export class AbuseGuard extends Context.Service<AbuseGuard, Effect.Success<typeof makeAbuseGuard>>()(
  "@pociecha/server/AbuseGuard"
) {
  static readonly layer = Layer.effect(AbuseGuard, makeAbuseGuard)
}
