/**
 * Fake actors for machine tests (`@pociecha/core/testing`):
 * {@link controllablePromise}, a promise actor whose calls the test settles by hand.
 */
import { fromPromise } from "xstate"

/** One call of a {@link controllablePromise} actor, waiting to be settled. */
export interface PendingCall<TOutput, TInput> {
  readonly input: TInput
  /** The abort signal the machine aborts when it leaves the invoking state. */
  readonly signal: { readonly aborted: boolean }
  /** True once the test resolved or rejected it. */
  readonly settled: boolean
  /** Resolves the call; the returned promise settles once the machine has handled the answer. */
  resolve(output: TOutput): Promise<void>
  /** Rejects the call; the returned promise settles once the machine has handled the failure. */
  reject(error: unknown): Promise<void>
}

const ignore = () => undefined

/** A `fromPromise` actor that records its calls and settles only when the test says so. */
export function controllablePromise<TOutput, TInput>() {
  const calls: Array<PendingCall<TOutput, TInput>> = []
  const logic = fromPromise<TOutput, TInput>(({ input, signal }) => {
    let settle!: { resolve: (output: TOutput) => void; reject: (error: unknown) => void }
    const answer = new Promise<TOutput>((resolve, reject) => {
      settle = { resolve, reject }
    })
    // The actor subscribed to `answer` before the test can settle it, so its handler runs
    // first: once `handled` settles, the machine has taken the transition.
    const handled = () => answer.then(ignore, ignore)
    const call = {
      input,
      signal,
      settled: false,
      resolve: (output: TOutput) => {
        call.settled = true
        settle.resolve(output)
        return handled()
      },
      reject: (error: unknown) => {
        call.settled = true
        settle.reject(error)
        return handled()
      }
    }
    calls.push(call)
    return answer
  })
  return {
    logic,
    calls,
    /** The most recent call; throws when none was made. */
    latest(): PendingCall<TOutput, TInput> {
      const call = calls.at(-1)
      if (call === undefined) throw new Error("the actor was never called")
      return call
    },
    /** What the calls still waiting for an answer were sent: neither settled nor aborted. */
    waiting(): TInput[] {
      return calls.filter((call) => !call.settled && !call.signal.aborted).map((call) => call.input)
    }
  }
}
