import { DISPLAY_TIME_ZONE } from "@pociecha/core"

// `YYYY-MM-DD` of an instant in Polish time: en-CA writes dates that way.
const warsawDate = new Intl.DateTimeFormat("en-CA", { timeZone: DISPLAY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" })

/** Today in Poland, `YYYY-MM-DD`: the day a child's age is counted on. */
export const warsawToday = (): string => warsawDate.format(new Date())
