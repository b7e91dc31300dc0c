import { createHash } from "node:crypto"

/** A seeded pseudo-random source: the same seed gives the same sequence, every run. */
export interface Random {
  /** A float in [0, 1). */
  readonly next: () => number
  /** An integer in [min, max], both inclusive. */
  readonly int: (min: number, max: number) => number
  /** True with probability `p`. */
  readonly chance: (p: number) => boolean
  /** One element of a non-empty list. */
  readonly pick: <A>(items: ReadonlyArray<A>) => A
  /** One element, chosen with the given relative weights (`[value, weight]` pairs). */
  readonly weighted: <A>(items: ReadonlyArray<readonly [A, number]>) => A
  /** `count` distinct elements, in random order (all of them when `count` ≥ length). */
  readonly sample: <A>(items: ReadonlyArray<A>, count: number) => Array<A>
  /** A normally distributed number (mean 0, standard deviation 1). */
  readonly gaussian: () => number
}

/** mulberry32: a tiny, fast 32-bit generator, good enough for test data. */
const mulberry32 = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A {@link Random} seeded with `seed`. */
export const makeRandom = (seed: number): Random => {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <A>(items: ReadonlyArray<A>): A => {
    if (items.length === 0) throw new Error("pick from an empty list")
    return items[Math.floor(next() * items.length)] as A
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [value, weight] of items) {
        roll -= weight
        if (roll < 0) return value
      }
      return pick(items)[0]
    },
    sample: (items, count) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const swap = copy[i] as (typeof copy)[number]
        copy[i] = copy[j] as (typeof copy)[number]
        copy[j] = swap
      }
      return copy.slice(0, Math.max(0, count))
    },
    gaussian: () => {
      const u = 1 - next()
      const v = next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    }
  }
}

/** A stable 32-bit number for a string (FNV-1a), e.g. to give each town its own post code. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A name-based (version 5 style, SHA-1) uuid: the same name always gives the same id. */
export const stableUuid = (name: string): string => {
  const bytes = createHash("sha1").update(`pociecha:${name}`).digest().subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
