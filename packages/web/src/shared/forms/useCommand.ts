import type { commandMachine, ReadyMachine } from "@pociecha/core"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useEffectEvent } from "react"
import { useReadyMachine } from "../session/usePociechaMachine"
import { useQueriesStale } from "../session/useQueriesStale"
import { useToasts } from "./useToasts"

/** What a button reads from, and sends to, one of core's command machines. */
export interface CommandHandle {
  /** The call is running (a second press does nothing). */
  readonly running: boolean
  /** The call went through: the command is spent (core's commandMachine ends there). */
  readonly done: boolean
  readonly run: (input?: unknown) => void
}

/**
 * Runs one of core's ready command machines (`readyMachines.memberDecision`), its call filled from
 * the tree's session, for a button: the toasts it asks for are shown in `ns`, `successToast` names
 * its green one, and `onDone` (if any) gets what the call answered, once; the reads the command
 * made stale leave the cache (core declares them with the machine).
 */
export function useCommand(
  ready: ReadyMachine<typeof commandMachine>,
  { ns, successToast, onDone }: { readonly ns: string; readonly successToast?: string; readonly onDone?: (result: unknown) => void }
): CommandHandle {
  const actor = useActorRef(useReadyMachine(ready), { input: { successToast: successToast ?? null } })
  useToasts(actor, ns)
  useQueriesStale(actor)
  const finished = useEffectEvent((result: unknown) => onDone?.(result))
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === "done") finished(snapshot.context.result)
    })
    return () => subscription.unsubscribe()
  }, [actor])
  const running = useSelector(actor, (snapshot) => snapshot.matches("running"))
  const done = useSelector(actor, (snapshot) => snapshot.status === "done")
  return { running, done, run: (input) => actor.send({ type: "RUN", input }) }
}
