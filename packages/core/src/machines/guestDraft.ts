import { fromCallback } from "xstate"
import type { DraftStorage } from "./draftStorage"

/** What a wizard's draft keeper tells it once started: the draft saved before the login redirect, or null. */
export interface DraftLoaded<Saved> {
  readonly type: "DRAFT_LOADED"
  readonly saved: Saved | null
}

/** What a wizard asks of its draft keeper: keep the draft (before login), or drop it (sent, or refused). */
export type DraftCommand<Saved> = { readonly type: "SAVE"; readonly saved: Saved } | { readonly type: "CLEAR" }

/**
 * A wizard's draft keeper for one target (a facility, say): on start it reads the draft a guest
 * left before logging in and answers DRAFT_LOADED at once; then it saves and clears on command.
 * Invoked as the wizard's `drafts` actor, so the storage is the session's (the platform's
 * `draftStore`), never the component's.
 */
export function draftKeeper<Target, Saved>(storage: DraftStorage<Target, Saved>) {
  return fromCallback<DraftCommand<Saved>, Target>(({ input, sendBack, receive }) => {
    sendBack({ type: "DRAFT_LOADED", saved: storage.load(input) } satisfies DraftLoaded<Saved>)
    receive((command) => (command.type === "SAVE" ? storage.save(input, command.saved) : storage.clear(input)))
  })
}

/** The keeper a wizard has when none is provided (a script, a test): nothing saved, nothing kept. */
export const noDraftKeeper = <Target, Saved>() =>
  fromCallback<DraftCommand<Saved>, Target>(({ sendBack }) => {
    sendBack({ type: "DRAFT_LOADED", saved: null } satisfies DraftLoaded<Saved>)
  })
