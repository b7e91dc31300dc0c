import type { commandMachine, ReadyMachine } from "@pociecha/core"
import { useCommand } from "../../shared/forms"

/**
 * One decision button of a desk (core's commandMachine): it runs once — a double click acts
 * once — says so in green, and what the desk shows is read again (the command names what it
 * made stale); a failure shows spec 8.1's toast and may be tried again.
 */
export function useDecision(ready: ReadyMachine<typeof commandMachine>, successToast: string) {
  const command = useCommand(ready, { ns: "support", successToast })
  return { busy: command.running || command.done, run: command.run }
}
