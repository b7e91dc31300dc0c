import type { ApplicationStatus } from "../application"

/** Translation key of a recruitment application's status. */
export type ApplicationStatusLabel = "APPLICATION_NEW" | "APPLICATION_CONTACTED" | "APPLICATION_ACCEPTED" | "APPLICATION_DECLINED"
  | "APPLICATION_WAITING_LIST" | "APPLICATION_WITHDRAWN"

/** How an application's status shows: its label and its colour. */
export interface ApplicationStatusDisplay {
  readonly label: ApplicationStatusLabel
  readonly tone: "grey" | "orange" | "green" | "red"
}

const displays: Readonly<Record<ApplicationStatus, ApplicationStatusDisplay>> = {
  new: { label: "APPLICATION_NEW", tone: "grey" },
  contacted: { label: "APPLICATION_CONTACTED", tone: "orange" },
  accepted: { label: "APPLICATION_ACCEPTED", tone: "green" },
  declined: { label: "APPLICATION_DECLINED", tone: "red" },
  waiting_list: { label: "APPLICATION_WAITING_LIST", tone: "orange" },
  withdrawn: { label: "APPLICATION_WITHDRAWN", tone: "grey" }
}

/**
 * A recruitment application's status as the parent sees it (spec 2.9, 3.10): sent and not yet
 * read (grey), the facility got in touch (orange, under way), accepted (green), declined (red); on the waiting list (orange, still
 * under way) or withdrawn by the parent (grey).
 */
export function applicationStatusDisplay(status: ApplicationStatus): ApplicationStatusDisplay {
  return displays[status]
}
