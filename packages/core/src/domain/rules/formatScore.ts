/**
 * Shows a review score with one decimal (spec 3.2, 9): `4.25` → `"4.3"`; a missing score, or one
 * that is not a number, shows `"0.0"`.
 */
export function formatScore(score: number | null | undefined): string {
  return typeof score === "number" && Number.isFinite(score) ? score.toFixed(1) : "0.0"
}

/**
 * Whether there is a score to show: ratings run from 1 to 5, so a missing score, 0 or no number
 * means nobody has rated yet — and the lists, the map card and the profile say so rather than
 * show '★ 0.0' (spec 2.7: a facility without opinions invites the first one).
 */
export function hasScore(score: number | null | undefined): score is number {
  return typeof score === "number" && Number.isFinite(score) && score > 0
}
