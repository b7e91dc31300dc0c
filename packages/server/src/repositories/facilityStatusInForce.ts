import { LAPSED_PREMIUM_STATUS } from "@pociecha/core"

/** Today in Poland, as PostgreSQL tells it (core's isoDateInWarsaw). */
export const todayInPolandSql = "(now() at time zone 'Europe/Warsaw')::date"

/**
 * A facility's status in force, as SQL over the table or alias `f` (core's statusInForce): a
 * premium whose `premium_until` day has passed is read as the basic package. Asked at read time
 * rather than written by a job at midnight, so there is nothing to schedule or to miss (a server
 * down at midnight), and the stored row keeps the premium's end date for support to see. Every
 * read the package decides (the premium tabs' gate, the limits, what the owner area and the
 * profile show) takes the status through this.
 */
export const facilityStatusInForce = (f = "f") =>
  `(case when ${f}.status = 'premium' and ${f}.premium_until < ${todayInPolandSql} then '${LAPSED_PREMIUM_STATUS}' else ${f}.status end)`
