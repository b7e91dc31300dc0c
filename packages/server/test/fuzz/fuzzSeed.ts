/** The same seed on every run: a failure found once is found again. */
export const FUZZ_SEED = 2026

/** A fixed seed per property (e.g. endpoint × caller), so properties do not all draw the same choices. */
export const seedOf = (label: string): number =>
  [...label].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, FUZZ_SEED)
