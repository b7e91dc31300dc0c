import { themeKeys } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { AA_TEXT, contrast } from "./colour"
import { paletteOf, type PaletteMode } from "./palette"
import { themes } from "./themes"

const modes: PaletteMode[] = ["light", "dark", "contrast"]

describe("theme palettes", () => {
  it("keep the spec's primary colours (management 9)", () => {
    expect(themes.crayons.primary).toBe("#4a7800")
    expect(themes.space.primary).toBe("#7e13ff")
    expect(themes.bears.primary).toBe("#e64a19")
    expect(Object.keys(themes).sort()).toEqual([...themeKeys].sort())
  })

  it("use the spec's high-contrast palette: #000, #FFFF14, #130F1A", () => {
    const palette = paletteOf(themes.bears, "contrast")
    expect([palette.bg, palette.text, palette.surface]).toEqual(["#000000", "#ffff14", "#130f1a"])
  })

  // axe cannot measure colour in happy-dom (no layout, no computed colours): every pair text is
  // written in is checked here instead, in every theme and mode
  it.each(themeKeys.flatMap((key) => modes.map((mode) => [key, mode] as const)))("%s in %s mode reads at AA (4.5:1) everywhere", (key, mode) => {
    const p = paletteOf(themes[key], mode)
    const pairs = [
      [p.text, p.bg], [p.text, p.surface], [p.muted, p.bg], [p.muted, p.surface],
      [p.ink, p.bg], [p.ink, p.surface], [p.onInk, p.ink]
    ] as const
    for (const [foreground, background] of pairs) expect(contrast(foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT)
  })
})
