/** Minutes in a day; `1440` shows as `24:00` (closing at midnight). */
export const MINUTES_PER_DAY = 1440

/**
 * Shows minutes since midnight as `HH:MM` (spec 3.2). `null`, `undefined`, not-a-number, or a
 * value outside 0…1440 gives `"-"`. Fractions round to the nearest minute.
 * @example formatMinutes(450) // "07:30"
 */
export function formatMinutes(minutes: number | null | undefined): string {
  if (typeof minutes !== "number" || !Number.isFinite(minutes)) return "-"
  const whole = Math.round(minutes)
  if (whole < 0 || whole > MINUTES_PER_DAY) return "-"
  const pad = (n: number): string => String(n).padStart(2, "0")
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`
}

/** The opening-hours fields of a facility (minutes since midnight). */
export interface OpeningHoursInput {
  readonly open_at?: number | null | undefined
  readonly close_at?: number | null | undefined
  readonly saturday_open_at?: number | null | undefined
  readonly saturday_close_at?: number | null | undefined
  readonly sunday_open_at?: number | null | undefined
  readonly sunday_close_at?: number | null | undefined
  readonly is_open_saturday?: boolean | null | undefined
  readonly is_open_sunday?: boolean | null | undefined
}

/** Translation key of a line of the opening-hours text. */
export type HoursDayKey = "MO_FR" | "SATURDAY" | "SUNDAY"

/** One line of the opening-hours text; `from` and `to` are present only when `state` is 'open'. */
export interface HoursLine {
  readonly dayKey: HoursDayKey
  readonly state: "open" | "closed" | "missing"
  readonly from?: string
  readonly to?: string
}

function isMinute(value: number | null | undefined): value is number {
  return formatMinutes(value) !== "-"
}

function openLine(dayKey: HoursDayKey, from: number | null | undefined, to: number | null | undefined): HoursLine {
  return isMinute(from) && isMinute(to)
    ? { dayKey, state: "open", from: formatMinutes(from), to: formatMinutes(to) }
    : { dayKey, state: "missing" }
}

/**
 * The opening-hours text as lines the UI translates (spec 3.2): Monday–Friday FROM … TO …, or
 * missing when either time is absent; then Saturday and Sunday, each closed unless its
 * `is_open_*` flag is true, and missing when the flag is true but a time is absent.
 */
export function hoursText(facility: OpeningHoursInput): readonly HoursLine[] {
  const weekend = (dayKey: HoursDayKey, isOpen: boolean | null | undefined, from: number | null | undefined, to: number | null | undefined): HoursLine =>
    isOpen === true ? openLine(dayKey, from, to) : { dayKey, state: "closed" }
  return [
    openLine("MO_FR", facility.open_at, facility.close_at),
    weekend("SATURDAY", facility.is_open_saturday, facility.saturday_open_at, facility.saturday_close_at),
    weekend("SUNDAY", facility.is_open_sunday, facility.sunday_open_at, facility.sunday_close_at),
  ]
}
