// The worker thread of the kept-thread pool (keptThreadPool.ts): vitest's own threads entry, except
// that vitest's "stop" no longer closes the thread. After a stop only this file's message handler
// stays; the per-run listeners (each run's RPC channel) are removed, so a thread serving thousands
// of runs does not pile them up.
import { parentPort, workerData } from "node:worker_threads"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

// the vitest copy that started the run: its messages and module layout are the ones spoken here
const { init, runBaseTests, setupEnvironment } = await import(pathToFileURL(join(workerData.distPath, "worker.js")).href)

const listeners = []
init({
  post: (response) => parentPort.postMessage(response),
  on: (callback) => {
    listeners.push(callback)
    parentPort.on("message", callback)
  },
  off: (callback) => parentPort.off("message", callback),
  // the first listener is init's own message handler: it answers the next run's "start"
  teardown: () => {
    for (const callback of listeners.splice(1)) parentPort.off("message", callback)
  },
  runTests: (state, traces) => runBaseTests("run", state, traces),
  collectTests: (state, traces) => runBaseTests("collect", state, traces),
  setup: setupEnvironment
})
