import type { ApplicationStatus } from "../application"

const moves: Record<ApplicationStatus, ReadonlyArray<ApplicationStatus>> = {
  new: ["contacted", "waiting_list", "accepted", "declined"],
  contacted: ["waiting_list", "accepted", "declined"],
  // The waiting list is a decision that waits: it ends in one of the two others.
  waiting_list: ["accepted", "declined"],
  // A decision may be corrected, but never reopened: the parent may have applied again since.
  accepted: ["declined"],
  declined: ["accepted"],
  // The parent's word is final: the facility no longer moves a withdrawn application.
  withdrawn: []
}

/**
 * Where a facility may move a recruitment application (spec 2.9; management 2.4): from new to
 * contacted or straight to a decision, from contacted to a decision, and between the two
 * decisions; a facility that keeps a waiting list puts it there from new or contacted and later
 * decides. Nothing goes back to new or contacted, and nothing moves a withdrawn application.
 */
export function nextApplicationStatuses(status: ApplicationStatus): ReadonlyArray<ApplicationStatus> {
  return moves[status]
}

/** Whether an application may move from one status to another (staying put is no move). */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return moves[from].includes(to)
}

/**
 * Whether the parent may withdraw an application (issue 20): while it is open, waiting or
 * accepted; a declined or already withdrawn one has nothing left to withdraw.
 */
export function canWithdrawApplication(status: ApplicationStatus): boolean {
  return status !== "declined" && status !== "withdrawn"
}
