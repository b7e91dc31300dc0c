import type { ThemeKey } from "@pociecha/core"
import type { Hex } from "./colour"

/** What a theme draws with: its primary colour and a second, decorative one for its pictures. */
export interface Theme {
  readonly primary: Hex
  readonly accent: Hex
}

/**
 * The nine themes (management 9): crayons, space and bears keep the spec's primary colours; the
 * others are chosen to match their names. Text colours are derived from these per mode (palette.ts),
 * so a light primary such as bears' orange still reads at AA.
 */
export const themes: Readonly<Record<ThemeKey, Theme>> = {
  crayons: { primary: "#4a7800", accent: "#f9a825" },
  kindergarden: { primary: "#c2185b", accent: "#ffd54f" },
  meadow: { primary: "#2e7d32", accent: "#aed581" },
  space: { primary: "#7e13ff", accent: "#4fc3f7" },
  music_notes: { primary: "#1565c0", accent: "#ff8a65" },
  bears: { primary: "#e64a19", accent: "#8d6e63" },
  puzzles: { primary: "#00838f", accent: "#ffb300" },
  rainbow: { primary: "#c62828", accent: "#29b6f6" },
  magic_theatre: { primary: "#8e0038", accent: "#ffc107" }
}
