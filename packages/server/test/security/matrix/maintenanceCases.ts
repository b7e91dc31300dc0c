import { everyone, supportOnly, type Case } from "./matrixWorld"

/**
 * Maintenance (issue 19): its state and the maintenance page's forms are anyone's; the switch is
 * support's. Each call switches it off, so the rest of the matrix runs as usual.
 */
export const maintenanceCases: Readonly<Record<string, Case>> = {
  "maintenance.state": { method: "GET", path: () => "/api/v1/maintenance", expected: everyone(200) },
  "maintenance.message": {
    method: "POST",
    path: () => "/api/v1/maintenance/message",
    body: () => ({ email: "pilne@example.pl", message: "Pilna sprawa." }),
    expected: everyone(204)
  },
  "maintenance.notify": { method: "POST", path: () => "/api/v1/maintenance/notify", body: () => ({ email: "czekam@example.pl" }), expected: everyone(204) },
  "maintenance.switch": { method: "PUT", path: () => "/api/v1/support/maintenance", body: () => ({ on: false }), expected: supportOnly(200) }
}
