import type { IllustrationBuilding, IllustrationMotif, IllustrationPalette } from "@pociecha/core"
import type { ReactElement } from "react"

// Drawings of FacilityIllustration on a 160×100 canvas: the building stands on the right half,
// the motif on the left. Flat shapes in the palette's colours, a few hundred bytes each.

const GREEN = "#4f9d69"
const WOOD = "#9c6b4e"
const SKIN = "#f3d2a2"

/** The building's walls and roof; the door and windows are drawn on top by the caller. */
export function Building({ shape, palette: p }: { readonly shape: IllustrationBuilding; readonly palette: IllustrationPalette }): ReactElement {
  switch (shape) {
    case "gable":
      return (
        <>
          <rect x="80" y="50" width="56" height="32" fill={p.wall} />
          <polygon points="74,52 108,27 142,52" fill={p.roof} />
        </>
      )
    case "flat":
      return (
        <>
          <rect x="78" y="44" width="60" height="38" fill={p.wall} />
          <rect x="75" y="39" width="66" height="7" rx="2" fill={p.roof} />
          <rect x="84" y="46" width="48" height="3" fill={p.accent} />
        </>
      )
    case "arch":
      return (
        <>
          <rect x="80" y="52" width="56" height="30" fill={p.wall} />
          <path d="M75 55 Q108 14 141 55 Z" fill={p.roof} />
          <circle cx="108" cy="44" r="4" fill={p.accent} />
        </>
      )
    case "twin":
      return (
        <>
          <rect x="76" y="52" width="64" height="30" fill={p.wall} />
          <polygon points="71,54 92,35 113,54" fill={p.roof} />
          <polygon points="103,54 124,35 145,54" fill={p.roof} />
        </>
      )
  }
}

/** Door and two windows, the same on every building. */
export function Openings({ palette: p }: { readonly palette: IllustrationPalette }): ReactElement {
  return (
    <>
      <rect x="102" y="64" width="12" height="18" rx="6" fill={p.door} />
      <rect x="86" y="59" width="10" height="9" rx="1.5" fill={p.sky} stroke={p.door} strokeWidth="1.5" />
      <rect x="120" y="59" width="10" height="9" rx="1.5" fill={p.sky} stroke={p.door} strokeWidth="1.5" />
    </>
  )
}

/** The motif beside the building. */
export function Motif({ motif, palette: p }: { readonly motif: IllustrationMotif; readonly palette: IllustrationPalette }): ReactElement {
  switch (motif) {
    case "sun":
      return (
        <g stroke={p.accent} strokeWidth="2.5" strokeLinecap="round">
          <circle cx="34" cy="30" r="11" fill={p.accent} stroke="none" />
          <path d="M34 12v-4M34 52v-4M16 30h-4M56 30h-4M21 17l-3-3M50 46l-3-3M21 43l-3 3M50 14l-3 3" />
        </g>
      )
    case "moon":
      return (
        <g fill={p.accent}>
          <path d="M40 14a16 16 0 1 0 12 27a12 12 0 1 1 -12 -27z" />
          <circle cx="58" cy="18" r="1.8" />
          <circle cx="20" cy="16" r="1.4" />
          <circle cx="62" cy="36" r="1.2" />
        </g>
      )
    case "rainbow":
      return (
        <g fill="none" strokeWidth="5" strokeLinecap="round">
          <path d="M10 70a26 26 0 0 1 52 0" stroke={p.roof} />
          <path d="M16 70a20 20 0 0 1 40 0" stroke={p.accent} />
          <path d="M22 70a14 14 0 0 1 28 0" stroke={p.door} />
        </g>
      )
    case "kite":
      return (
        <>
          <path d="M34 44 q-6 10 2 16 t0 16" fill="none" stroke={p.door} strokeWidth="1.5" />
          <polygon points="34,10 46,26 34,44 22,26" fill={p.accent} />
          <path d="M34 10v34M22 26h24" stroke={p.wall} strokeWidth="1.5" />
          <polygon points="34,48 38,52 34,56 30,52" fill={p.roof} />
        </>
      )
    case "balloons":
      return (
        <>
          <path d="M26 38 L38 66 M40 34 L38 66 M52 40 L38 66" stroke={p.door} strokeWidth="1" fill="none" />
          <ellipse cx="26" cy="30" rx="8" ry="9.5" fill={p.roof} />
          <ellipse cx="40" cy="24" rx="9" ry="10.5" fill={p.accent} />
          <ellipse cx="53" cy="33" rx="7" ry="8.5" fill={p.door} />
        </>
      )
    case "duck":
      return (
        <>
          <ellipse cx="34" cy="76" rx="14" ry="8" fill="#ffd166" />
          <circle cx="45" cy="64" r="7" fill="#ffd166" />
          <polygon points="51,63 59,65.5 51,68" fill="#f4845f" />
          <circle cx="47" cy="62" r="1.3" fill="#2b2d42" />
          <path d="M26 74 q6 6 12 0" fill="none" stroke="#e9b949" strokeWidth="2" strokeLinecap="round" />
        </>
      )
    case "rattle":
      return (
        <>
          <path d="M38 38 L54 60" stroke={p.roof} strokeWidth="5" strokeLinecap="round" />
          <circle cx="56" cy="63" r="4" fill={p.roof} />
          <circle cx="32" cy="30" r="12" fill={p.accent} />
          <g fill={p.wall}>
            <circle cx="28" cy="26" r="2" />
            <circle cx="36" cy="28" r="2" />
            <circle cx="31" cy="35" r="2" />
          </g>
        </>
      )
    case "blocks":
      return (
        <g stroke={p.door} strokeWidth="1">
          <rect x="16" y="64" width="14" height="14" fill={p.roof} />
          <rect x="30" y="64" width="14" height="14" fill={p.accent} />
          <rect x="23" y="50" width="14" height="14" fill={p.wall} />
          <polygon points="23,50 30,40 37,50" fill={p.roof} />
        </g>
      )
    case "tree":
      return (
        <>
          <rect x="31" y="54" width="6" height="24" fill={WOOD} />
          <circle cx="34" cy="44" r="13" fill={GREEN} />
          <circle cx="25" cy="52" r="8" fill={GREEN} />
          <circle cx="43" cy="52" r="8" fill={GREEN} />
          <circle cx="30" cy="40" r="2" fill={p.accent} />
          <circle cx="40" cy="48" r="2" fill={p.accent} />
        </>
      )
    case "pencil":
      return (
        <>
          <polygon points="22,62 50,30 58,37 30,69" fill={p.accent} />
          <polygon points="22,62 30,69 17,74" fill={SKIN} />
          <polygon points="19.5,70.5 17,74 21,73" fill={p.door} />
          <polygon points="50,30 58,37 62,33 54,26" fill={p.roof} />
        </>
      )
    case "book":
      return (
        <>
          <polygon points="14,48 36,44 58,48 58,72 36,68 14,72" fill={p.roof} />
          <polygon points="17,46 36,42 36,66 17,70" fill="#ffffff" />
          <polygon points="36,42 55,46 55,70 36,66" fill="#ffffff" />
          <path d="M21 52l11-2M21 57l11-2M21 62l11-2M40 50l11 2M40 55l11 2M40 60l11 2" stroke={p.door} strokeWidth="1" />
        </>
      )
  }
}
