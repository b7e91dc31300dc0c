import { canHandleSalesRequests } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const supportStaff = (actor: Parameters<typeof canHandleSalesRequests>[0]) => Effect.succeed(canHandleSalesRequests(actor))

/** The product team's requests (issue 19): support staff read them and mark them handled (core's canHandleSalesRequests). */
export const salesRequestPolicy = {
  canList: () => policy("salesRequest", "list", supportStaff),
  canHandle: () => policy("salesRequest", "handle", supportStaff)
} as const
