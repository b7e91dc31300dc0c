import type { ParseKeys } from "i18next"

/**
 * A translation key that arrives as data rather than written at the call: a tag's display key
 * from the server, an error code a machine reports, a label from a table of routes or links. The
 * compiler cannot see which key such a string holds, so it is taken as a key of `common` (every
 * namespace falls back to it) and resolved when shown; locales.test.ts holds every language to
 * the same keys. Keys written in code go to `t` as they are and are checked against the Polish
 * texts (app/i18next.d.ts).
 */
export const keyFromData = (key: string) => key as ParseKeys<"common">
