/** Theme keys of facility websites (management spec 9, "Website themes"). */
export const themeKeys = [
  "crayons", "kindergarden", "meadow", "space", "music_notes", "bears", "puzzles", "rainbow", "magic_theatre"
] as const
export type ThemeKey = (typeof themeKeys)[number]
