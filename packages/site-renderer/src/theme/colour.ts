/** An sRGB colour as `#rrggbb`. */
export type Hex = `#${string}`

const channels = (hex: Hex): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toHex = (rgb: readonly number[]): Hex =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`

/** Relative luminance (WCAG 2.2). */
export function luminance(hex: Hex): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const s = channel / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two colours (WCAG 2.2), from 1 to 21. */
export function contrast(a: Hex, b: Hex): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** `colour` moved `amount` (0…1) of the way towards `target`. */
export function mix(colour: Hex, target: Hex, amount: number): Hex {
  const from = channels(colour)
  const to = channels(target)
  return toHex(from.map((channel, i) => channel + ((to[i] ?? channel) - channel) * amount))
}

/** The body-text contrast WCAG AA asks for. */
export const AA_TEXT = 4.5

/**
 * The theme colour nudged towards `target` (black or white) just far enough to read at AA on
 * every one of `backgrounds`: a theme keeps its hue while its text stays legible in every mode.
 */
export function legibleOn(colour: Hex, target: Hex, backgrounds: readonly Hex[]): Hex {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, target, step / 20)
    if (backgrounds.every((background) => contrast(candidate, background) >= AA_TEXT + 0.1)) return candidate
  }
  return target
}
