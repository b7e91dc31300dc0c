/**
 * Polls `probe` until it gives a value (not null, undefined or false) and returns it; fails with
 * `what` when the deadline passes first. For state another process reaches in its own time.
 */
export const until = async <A>(
  what: string,
  probe: () => Promise<A | null | undefined | false>,
  deadlineMs = 15_000
): Promise<A> => {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    const value = await probe()
    if (value !== null && value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
