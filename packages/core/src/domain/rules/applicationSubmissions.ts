import type { ParentApplication } from "../application"
import { canWithdrawApplication } from "./applicationStatus"

/**
 * One submission as the parent follows it (issue 20): the copies sent together, in the parent's
 * priority order; an application to one facility alone is a submission of one.
 */
export interface ApplicationSubmission {
  /** Tells the submissions apart (the group, or the lone application). */
  readonly key: string
  readonly copies: ReadonlyArray<ParentApplication>
}

/** The parent's applications as submissions, in the order the list gives their first copy; each one's copies by priority. */
export function submissionsOf(applications: ReadonlyArray<ParentApplication>): ReadonlyArray<ApplicationSubmission> {
  const submissions = new Map<string, Array<ParentApplication>>()
  for (const application of applications) {
    const key = application.group_id === null ? `application:${application.id}` : `group:${application.group_id}`
    submissions.set(key, [...(submissions.get(key) ?? []), application])
  }
  return [...submissions].map(([key, copies]) => ({ key, copies: copies.sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0)) }))
}

/**
 * The copy a facility accepted while other copies of its submission may still be withdrawn
 * (issue 20: "an acceptance asks whether to withdraw the others"): the most wanted such copy;
 * null when nothing is to be asked.
 */
export function acceptedWithOthersOpen(copies: ReadonlyArray<ParentApplication>): ParentApplication | null {
  const accepted = copies.find((copy) => copy.status === "accepted")
  if (accepted === undefined) return null
  return copies.some((copy) => copy.id !== accepted.id && canWithdrawApplication(copy.status)) ? accepted : null
}
