import type { OpinionBadge } from "../opinion"

/** What decides a published opinion's badge. */
export interface OpinionStanding {
  /** A moderator recommended the opinion after checking its author. */
  readonly recommended: boolean
  /** The author is a parent whose subscription the facility confirmed. */
  readonly authorIsConfirmedParent: boolean
}

/**
 * The badge of an opinion (spec 4.3): trusted when a moderator recommended it, verified when the
 * facility confirmed its author as one of its parents, unverified otherwise.
 */
export function opinionBadge({ recommended, authorIsConfirmedParent }: OpinionStanding): OpinionBadge {
  if (recommended) return "trusted"
  return authorIsConfirmedParent ? "verified" : "unverified"
}
