/**
 * Generated pictures of facilities that have no photo yet (until owners upload one): each
 * facility gets its own scene — a building shape, a colour palette and a motif that suits its
 * type — derived from its id, so the same facility always looks the same and neighbours in a
 * list look different. The web app draws the scene; this module only decides it.
 */

/** The kind of place a facility is, as far as the picture goes. */
export type IllustrationFamily = "nursery" | "toddlers" | "kindergarten" | "school" | "general"

export type IllustrationMotif = "duck" | "rattle" | "moon" | "balloons" | "blocks" | "kite" | "sun" | "rainbow" | "tree" | "pencil" | "book"

/** Roof and outline of the building. */
export type IllustrationBuilding = "gable" | "flat" | "arch" | "twin"

/** Fill colours of the scene's parts, as CSS hex colours. */
export interface IllustrationPalette {
  readonly sky: string
  readonly hill: string
  readonly wall: string
  readonly roof: string
  readonly door: string
  readonly accent: string
}

export interface FacilityIllustration {
  readonly family: IllustrationFamily
  readonly motif: IllustrationMotif
  readonly building: IllustrationBuilding
  readonly palette: IllustrationPalette
  /** Whether the scene is drawn mirrored (building on the other side), for more variety. */
  readonly mirrored: boolean
}

/** The facility fields the picture depends on: its id and its specialization tag keys. */
export interface IllustrationInput {
  readonly id: number
  /** Specialization tag keys (e.g. 'nursery', 'kindergarten'), in the facility's order. */
  readonly specialization: ReadonlyArray<string>
}

// Specialization tag keys (spec 3.4 seed) → family. Babies get soft motifs, schools get school things.
const FAMILY_OF_SPECIALIZATION: Readonly<Record<string, IllustrationFamily>> = {
  nursery: "nursery",
  day_guardian: "nursery",
  toddler_club: "toddlers",
  kindergarten: "kindergarten",
  kindergarten_point: "kindergarten",
  kindergarten_department: "kindergarten",
  zespół_wychowania_przedszkolnego: "kindergarten",
  primary_school: "school"
}

const MOTIFS: Readonly<Record<IllustrationFamily, ReadonlyArray<IllustrationMotif>>> = {
  nursery: ["duck", "rattle", "moon", "balloons"],
  toddlers: ["balloons", "duck", "blocks", "kite"],
  kindergarten: ["blocks", "kite", "sun", "rainbow", "tree"],
  school: ["pencil", "book", "sun", "tree"],
  general: ["sun", "tree", "kite", "rainbow"]
}

const BUILDINGS: ReadonlyArray<IllustrationBuilding> = ["gable", "flat", "arch", "twin"]

const PALETTES: ReadonlyArray<IllustrationPalette> = [
  { sky: "#dbeafe", hill: "#86c98a", wall: "#fff7e6", roof: "#e76f51", door: "#264653", accent: "#f4a261" },
  { sky: "#fde2e4", hill: "#9bd3ae", wall: "#ffffff", roof: "#7b6cf6", door: "#4c3f91", accent: "#ffb703" },
  { sky: "#e0f7f4", hill: "#6cc4a1", wall: "#fff1d6", roof: "#2a9d8f", door: "#1d3557", accent: "#e9c46a" },
  { sky: "#fff3c4", hill: "#a7d676", wall: "#ffffff", roof: "#ef476f", door: "#3d405b", accent: "#118ab2" },
  { sky: "#e8e1ff", hill: "#8fd0c4", wall: "#fffaf0", roof: "#f28482", door: "#5e548e", accent: "#f6bd60" },
  { sky: "#d9f0ff", hill: "#7fc8a9", wall: "#fef6e4", roof: "#3a86ff", door: "#22333b", accent: "#ff8fab" }
]

/** The family of the first specialization that has one; 'general' when none does. */
export function illustrationFamily(specialization: ReadonlyArray<string>): IllustrationFamily {
  for (const key of specialization) {
    const family = FAMILY_OF_SPECIALIZATION[key]
    if (family !== undefined) return family
  }
  return "general"
}

/**
 * A 32-bit mix of the id (the 'lowbias32' integer hash): consecutive ids land far apart, so
 * each part of the scene, read from its own bits, varies from one facility to the next.
 */
function mix(id: number): number {
  let x = id >>> 0
  x ^= x >>> 16
  x = Math.imul(x, 0x7feb352d)
  x ^= x >>> 15
  x = Math.imul(x, 0x846ca68b)
  x ^= x >>> 16
  return x >>> 0
}

const pick = <A>(items: ReadonlyArray<A>, bits: number): A => items[bits % items.length] as A

/** The picture of a facility without a photo: the same input always gives the same scene. */
export function facilityIllustration({ id, specialization }: IllustrationInput): FacilityIllustration {
  const family = illustrationFamily(specialization)
  const bits = mix(id)
  return {
    family,
    palette: pick(PALETTES, bits & 0xff),
    building: pick(BUILDINGS, (bits >>> 8) & 0xff),
    motif: pick(MOTIFS[family], (bits >>> 16) & 0xff),
    mirrored: ((bits >>> 24) & 1) === 1
  }
}
