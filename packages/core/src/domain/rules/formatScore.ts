/**
 * Shows a review score with one decimal (spec 3.2, 9): `4.25` → `"4.3"`; a missing score, or one
 * that is not a number, shows `"0.0"`.
 */
export function formatScore(score: number | null | undefined): string {
  return typeof score === "number" && Number.isFinite(score) ? score.toFixed(1) : "0.0"
}
