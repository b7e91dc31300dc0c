import type { ThemeKey } from "@pociecha/core"
import { type ThemeAsset, themeAssetPath } from "../assets"
import { type Palette, paletteOf } from "./palette"
import { themes } from "./themes"

const variables = (palette: Palette): string =>
  `--bg:${palette.bg};--surface:${palette.surface};--text:${palette.text};--muted:${palette.muted};` +
  `--ink:${palette.ink};--on-ink:${palette.onInk};--line:${palette.line}`

/**
 * The font sizes of management 9 (13/16/18/30/40/44 px, a date 14 px, the footer's list 300 px),
 * times 1.25 for `bigger` (footer 400 px) and 1.5 for `biggest` (footer 450 px).
 */
const fontScales = `
:root{--scale:1;--footer-list:300px}
.font-bigger{--scale:1.25;--footer-list:400px}
.font-biggest{--scale:1.5;--footer-list:450px}`

/** The one markup's layout; everything a theme changes is a custom property or an asset. */
const layout = `
*,*::before,*::after{box-sizing:border-box}
html{background:var(--bg);color:var(--text);font:calc(16px*var(--scale))/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
a{color:var(--ink);text-underline-offset:.15em}
:focus-visible{outline:3px solid var(--text);outline-offset:3px}
img{max-width:100%;height:auto}
h1,h2,h3{line-height:1.2;color:var(--ink);overflow-wrap:anywhere}
h1{font-size:min(calc(40px*var(--scale)),9vw)}
h2{font-size:min(calc(30px*var(--scale)),7vw)}
h3{font-size:calc(18px*var(--scale))}
small,.small{font-size:calc(13px*var(--scale))}
.date{font-size:calc(14px*var(--scale));color:var(--muted)}
.wrap{width:min(100% - 2rem,70rem);margin-inline:auto}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.skip{position:absolute;left:-100vw;top:0;padding:.5rem 1rem;background:var(--ink);color:var(--on-ink)}
.skip:focus{left:1rem;z-index:2}
.topbar{background:var(--surface);font-size:calc(13px*var(--scale))}
.topbar .wrap{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding-block:.4rem}
.prefs{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:0}
.prefs fieldset{border:0;margin:0;padding:0;display:flex;gap:.25rem;align-items:center}
.prefs legend{float:left;margin-right:.25rem}
button,.button{font:inherit;cursor:pointer;border:2px solid var(--ink);border-radius:.4rem;background:var(--bg);color:var(--ink);padding:.2rem .6rem;text-decoration:none;display:inline-block}
button[aria-pressed=true],.button.primary{background:var(--ink);color:var(--on-ink)}
.site-header{background:var(--bg) var(--hero) center/cover no-repeat;padding-block:2rem}
.site-title{display:inline-block;background:var(--bg);padding:.5rem 1rem;border-radius:.6rem;margin:0;font-size:min(calc(44px*var(--scale)),10vw);font-weight:800}
.site-title a{text-decoration:none}
.band{height:24px;background:var(--line) var(--borders) left/auto 100% repeat-x}
nav.menu ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav.menu{background:var(--surface);padding-block:.5rem}
nav.menu ul ul{font-size:.9em;gap:.25rem .75rem}
nav.menu li{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline}
nav.menu a{font-size:calc(18px*var(--scale));padding:.25rem 0;display:inline-block}
nav.menu a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
.crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem;padding:0;margin:1rem 0 0}
.crumbs li+li::before{content:"›";margin-right:.25rem;color:var(--muted)}
main{flex:1;padding-block:1rem 3rem}
.card{background:var(--surface);border-radius:.8rem;padding:1rem 1.25rem;margin-block:1rem}
.facts{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}
.badge{display:inline-block;border:2px solid var(--ink);border-radius:1rem;padding:0 .6rem;color:var(--ink);font-weight:600;font-size:calc(13px*var(--scale))}
dl{margin:0}dt{font-weight:600}dd{margin:0 0 .5rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));list-style:none;padding:0}
.grid img{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:.6rem;background:var(--surface)}
.person img{border-radius:50%}
.plan{width:100%;border-collapse:collapse}.plan th,.plan td{text-align:left;padding:.5rem;border-bottom:1px solid var(--muted);vertical-align:top}
.news{list-style:none;padding:0}.news li{margin-block:1rem}
.pager{display:flex;gap:1rem;align-items:center;justify-content:center;flex-wrap:wrap}
.files{list-style:none;padding:0}.files li{display:flex;gap:.5rem;align-items:center;margin-block:.4rem}
.icon{width:1.5em;height:1.5em;flex:none;color:var(--ink)}
.map{position:relative;overflow:hidden;width:100%;max-width:600px;height:300px;border-radius:.8rem;background:var(--surface)}
.map img{position:absolute;width:256px;height:256px;max-width:none}
.map .pin{position:absolute;left:50%;top:50%;width:24px;height:24px;margin:-24px 0 0 -12px;fill:var(--ink)}
.illustration{display:block;max-width:20rem;margin:1rem auto}
.site-footer{background:var(--surface) var(--footer) center bottom/100% auto no-repeat;padding-block:2rem 6rem}
.site-footer .wrap{display:flex;flex-wrap:wrap;gap:2rem}
.site-footer ul{list-style:none;padding:0;margin:0;width:min(100%,var(--footer-list))}
.contrast-high a,.contrast-high button{text-decoration:underline}
.contrast-high .site-header,.contrast-high .site-footer,.contrast-high .band{background-image:none}`

const assetVariables = (key: ThemeKey, assetBase: string): string => {
  const url = (file: ThemeAsset) => `url("${themeAssetPath(assetBase, key, file)}")`
  return `:root{--hero:${url("hero.svg")};--borders:${url("borders.svg")};--footer:${url("footer.svg")}}`
}

const cache = new Map<string, string>()

/**
 * The page's one stylesheet, inlined in its head: the layout, the font scales, and this theme's
 * palettes for light, dark and high contrast, chosen by classes on `<html>` (so the optional island
 * can switch them without a reload). Built once per theme and asset base.
 */
export function siteStylesheet(key: ThemeKey, assetBase: string): string {
  const cacheKey = `${key} ${assetBase}`
  const cached = cache.get(cacheKey)
  if (cached !== undefined) return cached
  const theme = themes[key]
  const css =
    `:root{color-scheme:light;${variables(paletteOf(theme, "light"))}}` +
    `.scheme-dark{color-scheme:dark;${variables(paletteOf(theme, "dark"))}}` +
    `.contrast-high{color-scheme:dark;${variables(paletteOf(theme, "contrast"))}}` +
    assetVariables(key, assetBase) + fontScales + layout
  const minified = css.replace(/\n/g, "")
  cache.set(cacheKey, minified)
  return minified
}
