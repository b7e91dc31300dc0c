/** The facility fields that decide how the profile offers 'apply'. */
export interface ApplyOfferInput {
  readonly recruitment_active: boolean
  readonly vacancies: boolean
}

/** Why applying is not the main action: the recruitment is closed, or there is no free place. */
export type ApplyHoldReason = "RECRUITMENT_CLOSED" | "NO_VACANCIES"

/**
 * How the profile offers 'apply to the facility' (spec 2.7): the main (primary) action only while
 * the facility recruits and has free places. Otherwise applying stays possible — a parent may
 * want to be on the list for the next intake — but as a secondary action, with the reason shown
 * beside it, so nobody reads a closed recruitment as an open one. A closed recruitment is the
 * reason given first: it holds whatever the vacancies say.
 */
export type ApplyOffer =
  | { readonly prominence: "primary" }
  | { readonly prominence: "secondary"; readonly reason: ApplyHoldReason }

export function applyOffer({ recruitment_active, vacancies }: ApplyOfferInput): ApplyOffer {
  if (!recruitment_active) return { prominence: "secondary", reason: "RECRUITMENT_CLOSED" }
  if (!vacancies) return { prominence: "secondary", reason: "NO_VACANCIES" }
  return { prominence: "primary" }
}
