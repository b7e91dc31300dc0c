import type { MembershipStatus } from "../membership"
import type { ModerationStatus } from "../opinion"

/** The statuses of what someone decides on: a membership (spec 4.5), an opinion or its answer (spec 4.3). */
type DecisionStatus = "pending" | "accepted" | "rejected"

/** How a status shows: its label (a translation key; the raw values are never shown) and its colour. */
export interface DecisionStatusDisplay<Label extends string> {
  readonly label: Label
  readonly tone: "green" | "orange" | "red"
}

/** Spec 4.5's colours, which an opinion's moderation shows too: waiting orange, accepted green, rejected red. */
const tones: Readonly<Record<DecisionStatus, DecisionStatusDisplay<string>["tone"]>> = {
  pending: "orange",
  accepted: "green",
  rejected: "red"
}

const displayWith =
  <Label extends string>(labels: Readonly<Record<DecisionStatus, Label>>) =>
  (status: DecisionStatus): DecisionStatusDisplay<Label> => ({ label: labels[status], tone: tones[status] })

/** Translation key of a membership's status (spec 4.5). */
export type MembershipStatusLabel = "CONFIRMED" | "WAITING_FOR_VERIFICATION" | "REJECTED"
export type MembershipStatusDisplay = DecisionStatusDisplay<MembershipStatusLabel>

/** A membership's status as shown (spec 4.5): CONFIRMED, WAITING_FOR_VERIFICATION, REJECTED. */
export const membershipStatusDisplay: (status: MembershipStatus) => MembershipStatusDisplay = displayWith({
  accepted: "CONFIRMED",
  pending: "WAITING_FOR_VERIFICATION",
  rejected: "REJECTED"
})

/** Translation key of an opinion's (or an answer's) moderation status, as its author sees it. */
export type ModerationStatusLabel = "AWAITING_VERIFICATION" | "PUBLISHED" | "REJECTED"
export type ModerationStatusDisplay = DecisionStatusDisplay<ModerationStatusLabel>

/** An opinion's or an answer's moderation status as shown (spec 4.3): AWAITING_VERIFICATION, PUBLISHED, REJECTED. */
export const moderationStatusDisplay: (status: ModerationStatus) => ModerationStatusDisplay = displayWith({
  pending: "AWAITING_VERIFICATION",
  accepted: "PUBLISHED",
  rejected: "REJECTED"
})
