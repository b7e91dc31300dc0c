import { fileURLToPath } from "node:url"
import { defineProject } from "vitest/config"

// The core project on its own: the workspace config lists it, and mutation testing
// (stryker.config.mjs) runs it alone, without the web and server projects.
export default defineProject({
  test: {
    name: "core",
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["src/**/*.test.ts"],
    // the files share their modules (core holds no module state a test leaves behind; every mutation
    // run's first pass runs the whole suite this way): loading Effect and the contract once per
    // worker, not once per file, took the suite from 146 s to 34 s of CPU
    isolate: false
  }
})
