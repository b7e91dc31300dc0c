import { Agent, request } from "node:http"

/** Latency and throughput of one kind of request under a fixed concurrency. */
export interface LoadResult {
  readonly name: string
  readonly requests: number
  readonly failures: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly requestsPerSecond: number
  /** Mean size of an answer's body. */
  readonly bytes: number
}

/** What the load needs of an answer. */
export interface Answered {
  readonly status: number
  readonly bytes: number
}

/**
 * Keep-alive HTTP/1.1 calls for the load, on node:http. The client shares the machine with the
 * server: fetch spends 2–4 times the server's CPU on each call, so the figures would describe
 * the client. This one reads every byte of each answer and keeps none.
 */
export const loadClient = (baseUrl: string, sockets: number) => {
  const { hostname, port } = new URL(baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: sockets })
  const call = (method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) =>
    new Promise<Answered>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body)
      const headers = { ...extraHeaders, ...(text === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(text) }) }
      const sent = request({ hostname, port, method, path, agent, headers }, (response) => {
        let bytes = 0
        response.on("data", (chunk: Buffer) => (bytes += chunk.length))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }))
        response.on("error", reject)
      })
      sent.on("error", reject)
      sent.end(text)
    })
  return {
    /** A GET, with headers of its own (e.g. the Host of a facility site). */
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body: unknown) => call("POST", path, body),
    close: () => agent.destroy()
  }
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
  readonly makeRequest: (i: number) => Promise<Answered>
}): Promise<LoadResult> => {
  const latencies: Array<number> = []
  let failures = 0
  let bytes = 0
  let next = 0
  const worker = async () => {
    while (next < options.total) {
      const i = next++
      const started = performance.now()
      const answered = await options.makeRequest(i).catch(() => null)
      if (answered === null || answered.status < 200 || answered.status >= 300) failures++
      bytes += answered?.bytes ?? 0
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
    requestsPerSecond: latencies.length / seconds,
    bytes: bytes / Math.max(1, latencies.length)
  }
}
