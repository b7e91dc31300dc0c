import { fileURLToPath } from "node:url"
import { defineProject } from "vitest/config"
import { ModelTestsLast } from "./modelTestsLast"

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
    sequence: { sequencer: ModelTestsLast }
  }
})
