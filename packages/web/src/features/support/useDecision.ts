import type { commandMachine } from "@pociecha/core"
import { useQueryClient, type QueryClient } from "@tanstack/react-query"
import { useCommand } from "../../shared/forms"
import { refreshModeration } from "./moderation"

/**
 * One decision button of a desk (core's commandMachine): it runs once — a double click acts
 * once — says so in green, and what the desk shows is read again (`refresh`: the moderation
 * lists unless told otherwise); a failure shows spec 8.1's toast and may be tried again.
 */
export function useDecision(machine: typeof commandMachine, successToast: string, refresh: (client: QueryClient) => Promise<void> = refreshModeration) {
  const client = useQueryClient()
  const command = useCommand(machine, { ns: "support", successToast, onDone: () => void refresh(client) })
  return { busy: command.running || command.done, run: command.run }
}
