import type { MembershipStatus } from "../membership"

/** Translation key of a membership's status (spec 4.5); the raw values are never shown. */
export type MembershipStatusLabel = "CONFIRMED" | "WAITING_FOR_VERIFICATION" | "REJECTED"

/** How a membership's status shows: its label and its colour. */
export interface MembershipStatusDisplay {
  readonly label: MembershipStatusLabel
  readonly tone: "green" | "orange" | "red"
}

const displays: Readonly<Record<MembershipStatus, MembershipStatusDisplay>> = {
  accepted: { label: "CONFIRMED", tone: "green" },
  pending: { label: "WAITING_FOR_VERIFICATION", tone: "orange" },
  rejected: { label: "REJECTED", tone: "red" }
}

/**
 * A membership's status as shown (spec 4.5): accepted → CONFIRMED in green, pending →
 * WAITING_FOR_VERIFICATION in orange, rejected → REJECTED in red.
 */
export function membershipStatusDisplay(status: MembershipStatus): MembershipStatusDisplay {
  return displays[status]
}
