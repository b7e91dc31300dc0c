import type { commandMachine } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useToasts } from "../../../shared/forms"
import { refreshShadows } from "./shadowDesk"

/**
 * One decision button of the shadow desk (core's commandMachine): it runs once, says so in
 * green and the records are read again; a failure shows its toast and may be tried again.
 */
export function useShadowDecision(machine: typeof commandMachine, successToast: string) {
  const client = useQueryClient()
  const actor = useActorRef(machine, { input: { successToast } })
  useToasts(actor, "support")
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === "done") void refreshShadows(client)
    })
    return () => subscription.unsubscribe()
  }, [actor, client])
  const busy = useSelector(actor, (snapshot) => snapshot.matches("running") || snapshot.status === "done")
  return { busy, run: (input: unknown) => actor.send({ type: "RUN", input }) }
}
