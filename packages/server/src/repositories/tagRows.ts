import type { Tag } from "@pociecha/core"

const warsawDateTime = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false
})

const displayDate = (ms: number) => {
  const parts = Object.fromEntries(warsawDateTime.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  return `${parts.day}.${parts.month}.${parts.year} - ${parts.hour}:${parts.minute}`
}

/** The columns a tag is read with (sql.literal): everyone's list and support's writes answer the same shape. */
export const tagColumns =
  "id::text, key, type, display, param, icon, (extract(epoch from created_at) * 1000)::float8 as created_at, name_pl, name_ua, name_en"

export type TagRow = Omit<Tag, "created_at_display" | "names"> & {
  readonly name_pl: string | null
  readonly name_ua: string | null
  readonly name_en: string | null
}

/** A tag as the contract has it: its display date, and its labels when support gave them. */
export const tagOfRow = ({ name_pl, name_ua, name_en, ...tag }: TagRow): Tag => ({
  ...tag,
  created_at_display: displayDate(tag.created_at),
  ...(name_pl === null || name_ua === null || name_en === null ? {} : { names: { pl: name_pl, ua: name_ua, en: name_en } })
})
