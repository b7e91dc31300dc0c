/** Time zone every date is shown in, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = "Europe/Warsaw"

let formatter: Intl.DateTimeFormat | undefined

function warsawFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat("pl-PL", {
    timeZone: DISPLAY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
  return formatter
}

/**
 * Shows an instant as `DD.MM.YYYY - HH:mm` in Polish time (spec 9), from a millisecond timestamp
 * or a Date. A missing or invalid date gives `""`.
 * @example formatDateTime(Date.UTC(2024, 0, 15, 10, 5)) // "15.01.2024 - 11:05"
 */
export function formatDateTime(value: number | Date | null | undefined): string {
  if (value === null || value === undefined) return ""
  const date = typeof value === "number" ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ""
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of warsawFormatter().formatToParts(date)) parts[part.type] = part.value
  return `${parts.day}.${parts.month}.${parts.year} - ${parts.hour}:${parts.minute}`
}

/** 'DD.MM.YYYY' in Polish time; '' when missing or invalid. */
export function formatDate(value: number | Date | null | undefined): string {
  return formatDateTime(value).slice(0, 10)
}

/** 'YYYY-MM-DD' of an instant in Polish time: the date date rules count from (e.g. a child's age). */
export function isoDateInWarsaw(value: Date): string {
  const [day, month, year] = formatDate(value).split(".")
  return `${year}-${month}-${day}`
}
