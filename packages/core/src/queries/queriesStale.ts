/**
 * What a mutation machine emits when its write succeeded: the cache keys (built by core's key
 * factories) that the write made stale. The machine declares them next to its success, so one
 * place decides what a write invalidates; a client subscribes with
 * `actorRef.on(QUERIES_STALE, (event) => …)` and drops those keys from its cache.
 */
export const QUERIES_STALE = "queriesStale" as const

/** The emitted event of a successful write. */
export interface QueriesStale {
  readonly type: typeof QUERIES_STALE
  readonly keys: ReadonlyArray<ReadonlyArray<unknown>>
  /**
   * Keys only marked stale, not read again now: a read an open form shows, whose typed values a
   * new read would replace (the next visit reads it again).
   */
  readonly unread?: ReadonlyArray<ReadonlyArray<unknown>>
}
