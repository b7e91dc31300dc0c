import type { ModerationStatus } from "../opinion"

/** Translation key of an opinion's (or an answer's) moderation status, as its author sees it. */
export type ModerationStatusLabel = "AWAITING_VERIFICATION" | "PUBLISHED" | "REJECTED"

/** How a moderation status shows: its label and its colour. */
export interface ModerationStatusDisplay {
  readonly label: ModerationStatusLabel
  readonly tone: "green" | "orange" | "red"
}

const displays: Readonly<Record<ModerationStatus, ModerationStatusDisplay>> = {
  pending: { label: "AWAITING_VERIFICATION", tone: "orange" },
  accepted: { label: "PUBLISHED", tone: "green" },
  rejected: { label: "REJECTED", tone: "red" }
}

/**
 * An opinion's or an answer's moderation status as shown (spec 4.3): awaiting verification in
 * orange, published (accepted) in green, rejected in red — the colours of spec 4.5's statuses.
 */
export function moderationStatusDisplay(status: ModerationStatus): ModerationStatusDisplay {
  return displays[status]
}
