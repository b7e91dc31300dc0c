import type { ApplicationStatus } from "../application"

const moves: Record<ApplicationStatus, ReadonlyArray<ApplicationStatus>> = {
  new: ["contacted", "accepted", "declined"],
  contacted: ["accepted", "declined"],
  // A decision may be corrected, but never reopened: the parent may have applied again since.
  accepted: ["declined"],
  declined: ["accepted"],
  // The parent took it back: the facility no longer decides it.
  withdrawn: []
}

/**
 * Where a facility may move a recruitment application (spec 2.9; management 2.4): from new to
 * contacted or straight to a decision, from contacted to a decision, and between the two
 * decisions. Nothing goes back to new or contacted.
 */
export function nextApplicationStatuses(status: ApplicationStatus): ReadonlyArray<ApplicationStatus> {
  return moves[status]
}

/** Whether the parent may still withdraw an application: while the facility has not decided it. */
export function canWithdrawApplication(status: ApplicationStatus): boolean {
  return status === "new" || status === "contacted"
}

/**
 * Whether the signed-in account may withdraw this application copy (issue 20): only who sent it.
 */
export function sentApplication(actor: { readonly accountId: string }, application: { readonly account_id: string | null }): boolean {
  return application.account_id === actor.accountId
}

/** Whether an application may move from one status to another (staying put is no move). */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return moves[from].includes(to)
}
