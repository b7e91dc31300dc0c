import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"

type EffectFn = (...args: Array<never>) => Effect.Effect<unknown, unknown, unknown>

type WithoutSqlError<F extends EffectFn> = (
  ...args: Parameters<F>
) => Effect.Effect<
  Effect.Success<ReturnType<F>>,
  Exclude<Effect.Error<ReturnType<F>>, SqlError>,
  Effect.Services<ReturnType<F>>
>

/**
 * A failing query is an outage or a bug, not something a caller can handle:
 * it becomes a defect, logged and answered as 500 ERROR_UNCAUGHT at the edge.
 */
export const sqlFailureAsDefect = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, Exclude<E, SqlError>, R> =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, SqlError> => (error as { _tag?: unknown })?._tag === "SqlError",
    (error) => Effect.die(error)
  ) as Effect.Effect<A, Exclude<E, SqlError>, R>

/** Applies {@link sqlFailureAsDefect} to every method of a repository. */
export const repository = <T extends Record<string, EffectFn>>(methods: T): { readonly [K in keyof T]: WithoutSqlError<T[K]> } =>
  Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [name, (...args: Array<never>) => sqlFailureAsDefect(method(...args))])
  ) as unknown as { readonly [K in keyof T]: WithoutSqlError<T[K]> }

/** Runs an effect in one transaction: all of its writes happen, or none. */
export const inTransaction = <A, E, R>(sql: SqlClient.SqlClient, effect: Effect.Effect<A, E, R>) =>
  sqlFailureAsDefect(sql.withTransaction(effect))
