import { assign, emit, enqueueActions, fromPromise, setup, type PromiseActorLogic } from "xstate"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { readFailedCall, type FormToast } from "./formFailure"

/** Input of {@link commandMachine}. */
export interface CommandInput {
  /** A green toast to show when the action succeeded (a message key), or none. */
  readonly successToast?: string | null
}

/** Context of {@link commandMachine}. */
export interface CommandContext {
  readonly successToast: string | null
  /** What the running or last run was given. */
  readonly input: unknown
  /** What the action answered. */
  readonly result: unknown
  /** Why the last run failed: the catalogue key, CONNECTION_ERROR without an answer; null otherwise. */
  readonly error: string | null
}

/** Events of {@link commandMachine}: run the action with `input`. */
export type CommandEvent = { readonly type: "RUN"; readonly input?: unknown }

/** What a command's success is judged by when it names the cache keys it made stale. */
export interface StaleParams {
  readonly input: unknown
  readonly output: unknown
}

/**
 * One action behind a button (accept, reject, resolve, subscribe, mark as seen…): `idle` —RUN→
 * `running` → `succeeded` (final, with `result`; a green toast when the input names one) |
 * `failed` (spec 8.1's toast for the failure; RUN tries again). While it runs, RUN does
 * nothing, so a double click acts once. A success emits QUERIES_STALE when commandOf names keys.
 *
 * Actor slot: `run`: `input → result`, e.g. a call of moderationActors or parentActors.
 */
export const commandMachine = setup({
  types: {
    input: {} as CommandInput | undefined,
    context: {} as CommandContext,
    events: {} as CommandEvent,
    emitted: {} as FormToast | QueriesStale
  },
  actors: {
    run: fromPromise<unknown, unknown>(async () => {
      throw new Error("provide the command's 'run' actor")
    })
  },
  actions: {
    // What a success made stale: nothing, unless commandOf names it.
    markStale: (_, _params: StaleParams) => undefined
  }
}).createMachine({
  id: "command",
  context: ({ input }) => ({ successToast: input?.successToast ?? null, input: undefined, result: undefined, error: null }),
  initial: "idle",
  output: ({ context }: { readonly context: CommandContext }) => context.result,
  states: {
    idle: { on: { RUN: { target: "running", actions: assign({ input: ({ event }) => event.input }) } } },
    running: {
      entry: assign({ error: null }),
      invoke: {
        id: "run",
        src: "run",
        input: ({ context }: { readonly context: CommandContext }) => context.input,
        onDone: {
          target: "succeeded",
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ result: event.output })
            enqueue({ type: "markStale", params: { input: context.input, output: event.output } })
            if (context.successToast !== null) enqueue.emit({ type: "toast", tone: "success", key: context.successToast })
          })
        },
        onError: {
          target: "failed",
          actions: enqueueActions(({ event, enqueue }) => {
            const call = readFailedCall(event.error)
            enqueue.assign({ error: call.key })
            if (call.toast !== null) enqueue.emit(call.toast)
          })
        }
      }
    },
    succeeded: { type: "final" },
    failed: { on: { RUN: { target: "running", actions: assign({ input: ({ event }) => event.input }) } } }
  }
})

/**
 * A {@link commandMachine} that runs `action` — one call of parentActors, moderationActors or
 * accountFormActors: `commandOf(moderationActors(api).accept, () => [moderationKeys.all])`.
 * `staleKeys` names, from the run's input and answer, the cache keys its success made stale
 * (core's key factories); the command emits them as QUERIES_STALE. The slot takes any input (RUN
 * carries it), so the action's typed input is widened to it here, once.
 */
export function commandOf<Output, Input>(
  action: PromiseActorLogic<Output, Input>,
  staleKeys?: (input: Input, output: Output) => QueriesStale["keys"]
) {
  const run = action as unknown as PromiseActorLogic<unknown, unknown>
  if (staleKeys === undefined) return commandMachine.provide({ actors: { run } })
  return commandMachine.provide({
    actors: { run },
    actions: {
      // RUN carried the action's input and the action answered its output: the casts give their types back.
      markStale: emit((_, params: StaleParams) => ({ type: QUERIES_STALE, keys: staleKeys(params.input as Input, params.output as Output) }))
    }
  })
}
