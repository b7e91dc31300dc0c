/**
 * The 16 icon choices (management 9: Material symbol names, as tags store them), each with the
 * glyph the app shows for it: the app ships no icon font, and every device draws these.
 */
export const iconChoices = {
  smart_toy: "🤖",
  bedroom_baby: "🛏️",
  sports_martial_arts: "🥋",
  pets: "🐾",
  translate: "🔤",
  public: "🌍",
  language: "🌐",
  pedal_bike: "🚲",
  restaurant_menu: "🍴",
  soup_kitchen: "🍲",
  meeting_room: "🚪",
  sports_kabaddi: "🤼",
  directions_run: "🏃",
  child_friendly: "🚼",
  air: "💨",
  local_florist: "🌸"
} as const

export type IconChoice = keyof typeof iconChoices

export const iconChoiceNames = Object.keys(iconChoices) as IconChoice[]

export const isIconChoice = (name: string | null | undefined): name is IconChoice => name !== null && name !== undefined && Object.hasOwn(iconChoices, name)
