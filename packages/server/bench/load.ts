/** Latency and throughput of one kind of request under a fixed concurrency. */
export interface LoadResult {
  readonly name: string
  readonly requests: number
  readonly failures: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly requestsPerSecond: number
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/**
 * Sends `total` requests made by `makeRequest(i)` with `concurrency` in flight,
 * and measures each one. Bounded in count: it stops by itself.
 */
export const runLoad = async (options: {
  readonly name: string
  readonly total: number
  readonly concurrency: number
  readonly makeRequest: (i: number) => Promise<Response>
}): Promise<LoadResult> => {
  const latencies: Array<number> = []
  let failures = 0
  let next = 0
  const worker = async () => {
    while (next < options.total) {
      const i = next++
      const started = performance.now()
      const response = await options.makeRequest(i).catch(() => null)
      if (response === null || !response.ok) failures++
      await response?.arrayBuffer()
      latencies.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    name: options.name,
    requests: latencies.length,
    failures,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requestsPerSecond: latencies.length / seconds
  }
}
