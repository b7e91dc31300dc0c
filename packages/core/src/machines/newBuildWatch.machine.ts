import { assign, fromPromise, setup } from "xstate"
import { isNewBuild } from "../domain/rules/buildVersion"

/** How often an open tab asks which build is served (spec 7.6), besides each time it is shown again. */
export const NEW_BUILD_POLL_MS = 5 * 60_000

/** Input of {@link newBuildWatchMachine}: the id of the build this tab runs. */
export interface NewBuildWatchInput {
  readonly running: string
}

interface NewBuildWatchContext {
  readonly running: string
  /** The id of the build offered (or last offered), once a different one is published. */
  readonly offered: string | null
  /** The id the person dismissed: not offered again until yet another build appears. */
  readonly dismissed: string | null
}

type NewBuildWatchEvent =
  /** The tab was shown again (focus, visibility): ask now rather than at the next poll. */
  | { readonly type: "CHECK" }
  /** The person closed the offer without reloading. */
  | { readonly type: "DISMISS" }

const versionOf = (published: unknown) => (published as { readonly version: string }).version

/**
 * Watches for a new build while a tab is open (spec 7.6): `waiting` asks `/builds/latest.json`
 * every few minutes and on CHECK; a different build than the tab's moves to `offering`, where the
 * page offers a reload. It never reloads by itself — reloading is the person's choice, so nothing
 * typed into a form is lost; they may DISMISS the offer, and that build is not offered again.
 * A failed read (offline, no such file) waits for the next poll quietly.
 *
 * Actor slot: `readLatest`: `() → unknown` (the JSON at LATEST_BUILD_PATH; the machine judges it).
 */
export const newBuildWatchMachine = setup({
  types: {
    input: {} as NewBuildWatchInput,
    context: {} as NewBuildWatchContext,
    events: {} as NewBuildWatchEvent
  },
  actors: {
    readLatest: fromPromise<unknown>(() => Promise.reject(new Error("readLatest is provided by the platform")))
  },
  delays: { poll: NEW_BUILD_POLL_MS }
}).createMachine({
  id: "newBuildWatch",
  context: ({ input }) => ({ running: input.running, offered: null, dismissed: null }),
  initial: "waiting",
  states: {
    waiting: {
      after: { poll: "checking" },
      on: { CHECK: "checking" }
    },
    checking: {
      invoke: {
        src: "readLatest",
        onDone: [
          {
            guard: ({ context, event }) => isNewBuild(context.running, event.output) && versionOf(event.output) !== context.dismissed,
            target: "offering",
            actions: assign({ offered: ({ event }) => versionOf(event.output) })
          },
          { target: "waiting" }
        ],
        onError: "waiting"
      }
    },
    offering: {
      on: { DISMISS: { target: "waiting", actions: assign({ dismissed: ({ context }) => context.offered }) } }
    }
  }
})
