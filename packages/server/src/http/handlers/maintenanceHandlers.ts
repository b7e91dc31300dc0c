import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { maintenancePolicy } from "../../policy/maintenancePolicy"
import { policyUse, publicPolicy } from "../../policy/policy"
import { requireViewer } from "../middleware/authentication"
import { MaintenanceService } from "../services/maintenanceService"

/**
 * Maintenance (issue 19): its state for everyone, the maintenance page's two forms (a guest's
 * writes: the abuse limit bounds them), and support's switch.
 */
export const MaintenanceHandlers = HttpApiBuilder.group(PociechaApi, "maintenance", (handlers) =>
  Effect.gen(function*() {
    const service = yield* MaintenanceService
    return handlers
      .handle("state", () => service.current())
      .handle("message", ({ payload }) => service.sendMessage(payload).pipe(publicPolicy("maintenanceMessage", "send")))
      .handle("notify", ({ payload }) => service.notify(payload).pipe(publicPolicy("maintenanceSubscriber", "add")))
      .handle("switch", ({ payload }) =>
        Effect.flatMap(requireViewer, (support) => service.switchTo(support, payload.on, payload.message?.trim() || null)).pipe(
          policyUse(maintenancePolicy.canSwitch()),
          policyUse(auditPolicy.canRecord())
        ))
  }))
