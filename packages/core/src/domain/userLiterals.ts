/**
 * The enumerations of a user, as plain lists: the User schema is built from them, and so is the
 * hand-written check of a stored user (storedUser.ts), which must not pull the schema library
 * into every page's first JavaScript. One list each, so the two cannot drift apart.
 */

/** Interface languages; 'ua' is the product's code for Ukrainian. */
export const LANGUAGES = ["pl", "ua", "en"] as const

/** A plain user, support staff, or content staff (management 6: they edit the city pages in the CMS). */
export const USER_TYPES = ["user", "support", "content"] as const

export const ACCOUNT_STATUSES = ["not_activated", "active"] as const
