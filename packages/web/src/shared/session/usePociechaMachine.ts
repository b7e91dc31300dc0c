import type { ReadyMachine } from "@pociecha/core"
import { useActorRef } from "@xstate/react"
import type { Actor, AnyActorLogic } from "xstate"
import { usePociechaSession } from "./PociechaSessionProvider"
import { useQueriesStale } from "./useQueriesStale"

/** useActorRef's options for the logic: its input, required when the machine requires one. */
type ActorRefOptions<Logic extends AnyActorLogic> = Parameters<typeof useActorRef<Logic>> extends [unknown, ...infer Options] ? Options : never

// useActorRef's own signature, its options spelled as above: TypeScript cannot match the two while
// Logic is still generic.
const useLogic = useActorRef as <Logic extends AnyActorLogic>(logic: Logic, ...options: ActorRefOptions<Logic>) => Actor<Logic>

/** One of core's ready machines with its actors filled from the tree's session, for a hook that runs it (useForm). */
export function useReadyMachine<Logic extends AnyActorLogic>(ready: ReadyMachine<Logic>): Logic {
  return usePociechaSession().machine(ready)
}

/**
 * Runs one of core's ready machines, its actors filled from the tree's session:
 * `usePociechaMachine(readyMachines.membership, { input })`. The stale keys of its writes leave
 * the query cache (useQueriesStale).
 */
export function usePociechaMachine<Logic extends AnyActorLogic>(ready: ReadyMachine<Logic>, ...options: ActorRefOptions<Logic>) {
  const actor = useLogic(useReadyMachine(ready), ...options)
  useQueriesStale(actor)
  return actor
}
