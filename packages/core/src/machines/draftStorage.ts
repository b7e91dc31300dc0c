import type { WebStorageLike } from "./userStorage"

/** Where a guest's wizard draft waits while they log in, one per target (a facility, say). */
export interface DraftStorage<Target, Saved> {
  save(target: Target, saved: Saved): void
  /** The saved draft, or null when there is none or what is stored is unreadable. */
  load(target: Target): Saved | null
  clear(target: Target): void
}

/** What a wizard saves: its draft and the step it was on. */
export interface SavedDraft<Step, Draft> {
  readonly draft: Draft
  readonly step: Step
}

/** How a wizard's saved draft is checked when read back (it may be old, or edited by hand). */
export interface DraftReader<Step, Draft> {
  readonly isStep: (u: unknown) => u is Step
  /** The draft checked field by field, with only its own fields; null when it is not one. */
  readonly parseDraft: (u: unknown) => Draft | null
}

export const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

function parseSaved<Step, Draft>(json: string, reader: DraftReader<Step, Draft>): SavedDraft<Step, Draft> | null {
  let u: unknown
  try {
    u = JSON.parse(json)
  } catch {
    return null
  }
  if (!isRecord(u) || !reader.isStep(u.step)) return null
  const draft = reader.parseDraft(u.draft)
  return draft === null ? null : { step: u.step, draft }
}

/**
 * Drafts over a key-value store (`localStorage` in the browser, so a draft outlives the login
 * redirect), each under `keyPrefix` and its target. Storage failures (quota, privacy modes)
 * never throw: nothing is read or written, and the wizard starts afresh.
 */
export function draftStorage<Target extends number | string, Step, Draft>(
  store: WebStorageLike,
  keyPrefix: string,
  reader: DraftReader<Step, Draft>
): DraftStorage<Target, SavedDraft<Step, Draft>> {
  const key = (target: Target) => `${keyPrefix}${target}`
  const attempt = <A>(use: () => A, fallback: A): A => {
    try {
      return use()
    } catch {
      return fallback
    }
  }
  return {
    save: (target, saved) => attempt(() => store.setItem(key(target), JSON.stringify(saved)), undefined),
    load: (target) => {
      const raw = attempt(() => store.getItem(key(target)), null)
      return raw === null ? null : parseSaved(raw, reader)
    },
    clear: (target) => attempt(() => store.removeItem(key(target)), undefined)
  }
}
