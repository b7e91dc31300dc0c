import type { ApplicationStatus } from "../application"

const moves: Record<ApplicationStatus, ReadonlyArray<ApplicationStatus>> = {
  new: ["contacted", "accepted", "declined"],
  contacted: ["accepted", "declined"],
  // A decision may be corrected, but never reopened: the parent may have applied again since.
  accepted: ["declined"],
  declined: ["accepted"]
}

/**
 * Where a facility may move a recruitment application (spec 2.9; management 2.4): from new to
 * contacted or straight to a decision, from contacted to a decision, and between the two
 * decisions. Nothing goes back to new or contacted.
 */
export function nextApplicationStatuses(status: ApplicationStatus): ReadonlyArray<ApplicationStatus> {
  return moves[status]
}

/** Whether an application may move from one status to another (staying put is no move). */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return moves[from].includes(to)
}
