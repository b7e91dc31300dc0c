import { type Hex, legibleOn, mix } from "./colour"
import type { Theme } from "./themes"

/** The colours one page is painted with; each text colour reads at AA on `bg` and `surface`. */
export interface Palette {
  readonly bg: Hex
  readonly surface: Hex
  readonly text: Hex
  readonly muted: Hex
  /** Links, headings and the filled buttons' background. */
  readonly ink: Hex
  /** Text on an `ink` background. */
  readonly onInk: Hex
  /** Decorative lines and bands (not text). */
  readonly line: Hex
}

/** The three ways a page is painted: the visitor's scheme, or the high-contrast palette over either. */
export type PaletteMode = "light" | "dark" | "contrast"

const WHITE: Hex = "#ffffff"
const BLACK: Hex = "#000000"
const DARK_BG: Hex = "#141218"

/** The high-contrast palette of management 9: background #000, main #FFFF14, secondary #130F1A. */
const HIGH_CONTRAST: Palette = {
  bg: "#000000", surface: "#130f1a", text: "#ffff14", muted: "#ffff14", ink: "#ffff14", onInk: "#000000", line: "#ffff14"
}

/** A theme's palette in one mode. */
export function paletteOf(theme: Theme, mode: PaletteMode): Palette {
  if (mode === "contrast") return HIGH_CONTRAST
  if (mode === "light") {
    const surface = mix(theme.primary, WHITE, 0.92)
    const ink = legibleOn(theme.primary, BLACK, [WHITE, surface])
    return { bg: WHITE, surface, text: "#1b1b1f", muted: "#4a4a55", ink, onInk: WHITE, line: theme.primary }
  }
  const surface = mix(theme.primary, DARK_BG, 0.85)
  const ink = legibleOn(theme.primary, WHITE, [DARK_BG, surface])
  return { bg: DARK_BG, surface, text: "#f1eff4", muted: "#c9c5d0", ink, onInk: DARK_BG, line: ink }
}
