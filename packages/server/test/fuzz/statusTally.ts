/** Statuses seen per property: `FUZZ_STATS=1` prints them, to see what a run reached. */
const statusTally = new Map<string, Map<number, number>>()

export const tally = (label: string, status: number): void => {
  const counts = statusTally.get(label) ?? new Map<number, number>()
  counts.set(status, (counts.get(status) ?? 0) + 1)
  statusTally.set(label, counts)
}

export const printStatusTally = (): void => {
  if (process.env.FUZZ_STATS === undefined) return
  for (const [label, counts] of statusTally) {
    console.log(`${label}: ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(" ")}`)
  }
}
