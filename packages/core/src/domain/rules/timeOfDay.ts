/** The last minute of a day a time of the owner's forms holds: 23:59 (minutes since midnight 0–1439). */
export const LAST_MINUTE_OF_DAY = 1439

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/

/**
 * The value of a time input (management 2.11: times are minutes since midnight): `HH:MM`, or ''
 * for no time. Minutes outside 0–1439 give '' too.
 * @example minutesToTime(450) // "07:30"
 */
export function minutesToTime(minutes: number | null | undefined): string {
  if (typeof minutes !== "number" || !Number.isInteger(minutes) || minutes < 0 || minutes > LAST_MINUTE_OF_DAY) return ""
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`
}

/** Minutes since midnight of a typed time (`7:30`, `07:30`); null for an empty or unreadable one. */
export function timeToMinutes(text: string): number | null {
  const match = TIME.exec(text.trim())
  return match === null ? null : Number(match[1]) * 60 + Number(match[2])
}

/** TIME_INVALID for a typed time that is not `HH:MM` of a day; empty passes. */
export function validateTime(text: string): "TIME_INVALID" | null {
  return text.trim() === "" || timeToMinutes(text) !== null ? null : "TIME_INVALID"
}

/** END_BEFORE_START unless a span ends after it starts; passes while either end is missing. */
export function spanProblem(start: number | null | undefined, end: number | null | undefined): "END_BEFORE_START" | null {
  return typeof start === "number" && typeof end === "number" && end <= start ? "END_BEFORE_START" : null
}
