import type { commandMachine } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useToasts } from "../../shared/forms"
import { refreshModeration } from "./moderation"

/**
 * One decision button of the desk (core's commandMachine): it runs once — a double click acts
 * once — says so in green, and the lists are read again; a failure shows spec 8.1's toast and
 * may be tried again.
 */
export function useDecision(machine: typeof commandMachine, successToast: string) {
  const client = useQueryClient()
  const actor = useActorRef(machine, { input: { successToast } })
  useToasts(actor, "support")
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === "done") void refreshModeration(client)
    })
    return () => subscription.unsubscribe()
  }, [actor, client])
  const busy = useSelector(actor, (snapshot) => snapshot.matches("running") || snapshot.status === "done")
  return { busy, run: (input: unknown) => actor.send({ type: "RUN", input }) }
}
