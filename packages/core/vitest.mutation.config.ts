import { fileURLToPath } from "node:url"
import { defineProject } from "vitest/config"
import { keptThreads } from "./mutation/keptThreadPool"
import { ModelTestsLast } from "./mutation/modelTestsLast"

// The core project as mutation testing runs it (stryker.config.mjs): every test but the drift
// check of the generated OpenAPI types, which compares a file with what openapi-typescript makes
// of the contract — in Stryker's instrumented sandbox the contract's schemas are rewritten, so the
// comparison says nothing about a mutant and fails the initial run.
export default defineProject({
  test: {
    name: "core",
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["src/**/*.test.ts"],
    exclude: ["src/client/openapi/openapiTypes.test.ts"],
    sequence: { sequencer: ModelTestsLast },
    // the files of one run share their modules: a mutant is switched on at run time (mutant
    // schemata), so they need not be loaded afresh for each file, and loading them took three
    // quarters of the whole suite's run (146 s isolated, 34 s shared). The suite passes either way.
    isolate: false,
    // ...and the runs of one Stryker worker share a thread, so the modules load once per worker,
    // not once per mutant (mutation/keptThreadPool.ts)
    pool: keptThreads(),
    // model paths searched once per run (src/testing/modelPathCache.ts), in Stryker's sandbox
    setupFiles: ["./mutation/modelPathStore.ts"],
    env: { MODEL_PATHS_CACHE: fileURLToPath(new URL("../../reports/.model-paths", import.meta.url)) }
  }
})
