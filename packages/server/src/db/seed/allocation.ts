/** What allocation needs to know about a town. */
export interface AllocationTown {
  readonly population: number
  readonly builtin: unknown
}

/**
 * How many facilities each town gets: proportional to population^0.9 (big cities get many, but
 * a little less than their share of people, as in reality), every built-in city at least 1% of
 * the total. Whole numbers by the largest-remainder method, so the counts add up exactly and
 * come out the same every time.
 */
export const allocateFacilities = (towns: ReadonlyArray<AllocationTown>, total: number): Array<number> => {
  const weights = towns.map((town) => Math.pow(Math.max(0, town.population), 0.9))
  const minimum = Math.ceil(total * 0.01)
  const counts = new Array<number>(towns.length).fill(0)
  const fixed = new Set<number>()

  // Built-in cities whose proportional share is under the minimum get the minimum; the rest
  // is shared by weight. Repeat until no more cities fall under it.
  for (;;) {
    const remaining = total - fixed.size * minimum
    const weightLeft = weights.reduce((sum, w, i) => (fixed.has(i) ? sum : sum + w), 0)
    const under = towns.flatMap((town, i) =>
      town.builtin !== null && !fixed.has(i) && (remaining * (weights[i] ?? 0)) / weightLeft < minimum ? [i] : [])
    if (under.length === 0) break
    for (const i of under) fixed.add(i)
  }

  const remaining = total - fixed.size * minimum
  const weightLeft = weights.reduce((sum, w, i) => (fixed.has(i) ? sum : sum + w), 0)
  const fractions: Array<readonly [index: number, fraction: number]> = []
  let given = 0
  towns.forEach((_, i) => {
    if (fixed.has(i)) {
      counts[i] = minimum
      return
    }
    const exact = weightLeft > 0 ? (remaining * (weights[i] ?? 0)) / weightLeft : 0
    counts[i] = Math.floor(exact)
    given += Math.floor(exact)
    fractions.push([i, exact - Math.floor(exact)])
  })
  fractions.sort((a, b) => b[1] - a[1] || a[0] - b[0])
  for (let k = 0; k < remaining - given; k++) {
    const index = fractions[k % fractions.length]?.[0]
    if (index !== undefined) counts[index] = (counts[index] ?? 0) + 1
  }
  return counts
}
