import type { FacilityOpinion } from "@pociecha/core"

/**
 * The published opinions on screen as seen items ('opinion:<id>', spec 3.13): what the opinions
 * tab's counter and My facilities' count, so showing them clears those counters.
 */
export const seenOpinions = (opinions: ReadonlyArray<FacilityOpinion>): ReadonlyArray<string> =>
  opinions.filter((opinion) => opinion.status === "accepted").map((opinion) => `opinion:${opinion.id}`)
