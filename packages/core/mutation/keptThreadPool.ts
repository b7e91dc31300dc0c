import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from "vitest/node"

/**
 * A vitest pool whose worker thread outlives a test run. Stryker starts one vitest run per mutant;
 * with vitest's threads pool each run paid a new thread and a fresh import of Effect and the module
 * graph (0.5 s for a three-test file, 2.3 s for the opinion wizard's) before its tests ran for a few
 * milliseconds. Mutants are switched on at run time (mutant schemata, static mutants ignored), so the
 * modules may stay loaded: vitest still re-imports the test files of each run. Only for mutation
 * runs (vitest.mutation.config.ts), whose files already share their modules (`isolate: false`).
 */
export const keptThreads = (): PoolRunnerInitializer => ({
  name: "kept-threads",
  createPoolWorker: (options) => new KeptThreadWorker(options)
})

const entry = fileURLToPath(new URL("./keptThreadEntry.mjs", import.meta.url))

/** The one thread of this process (Stryker's runner asks vitest for one worker), kept between runs. */
let kept: { readonly thread: Worker; busy: boolean } | undefined

const threadFor = (options: PoolOptions) => {
  if (kept !== undefined) return kept
  const thread = new Worker(entry, {
    env: options.env,
    execArgv: options.execArgv,
    workerData: { distPath: options.distPath },
    stdout: true,
    stderr: true
  })
  // ends with vitest (Stryker's runner closes it when its process is done), not with a run
  options.project.vitest.onClose(() => thread.terminate().then(() => undefined))
  thread.stdout.pipe(options.project.vitest.logger.outputStream)
  thread.stderr.pipe(options.project.vitest.logger.errorStream)
  const current = { thread, busy: false }
  thread.once("exit", () => {
    if (kept === current) kept = undefined
  })
  kept = current
  return current
}

class KeptThreadWorker implements PoolWorker {
  readonly name = "kept-threads"
  private readonly options: PoolOptions
  private attached: { readonly thread: Worker; busy: boolean } | undefined
  private readonly listeners: Array<[string, (arg: unknown) => void]> = []

  constructor(options: PoolOptions) {
    this.options = options
  }

  private get current() {
    if (this.attached === undefined) throw new Error("kept-threads: the worker was not started")
    return this.attached
  }

  on(event: string, callback: (arg: unknown) => void) {
    this.listeners.push([event, callback])
    this.current.thread.on(event, callback)
  }

  off(event: string, callback: (arg: unknown) => void) {
    this.current.thread.off(event, callback)
  }

  send(message: WorkerRequest) {
    const current = this.current
    if (message.type === "run" || message.type === "collect") {
      current.busy = true
      const finished = (response: { type?: string }) => {
        if (response?.type !== "testfileFinished") return
        current.busy = false
        current.thread.off("message", finished)
      }
      current.thread.on("message", finished)
    }
    current.thread.postMessage(message)
  }

  start() {
    this.attached = threadFor(this.options)
    return Promise.resolve()
  }

  /** Lets go of the thread; ends it only when it was stopped in the middle of a run (a cancelled or
   *  failed task), whose state the next run must not inherit. */
  async stop() {
    const current = this.attached
    if (current === undefined) return
    for (const [event, callback] of this.listeners.splice(0)) current.thread.off(event, callback)
    this.attached = undefined
    if (current.busy) {
      if (kept === current) kept = undefined
      await current.thread.terminate()
    }
  }

  deserialize(data: unknown) {
    return data
  }
}
