import { fileURLToPath } from "node:url"
import { defineProject } from "vitest/config"

// The core project on its own: the workspace config lists it, and mutation testing
// (stryker.config.mjs) runs it alone, without the web and server projects.
export default defineProject({
  test: { name: "core", root: fileURLToPath(new URL(".", import.meta.url)), include: ["src/**/*.test.ts"] }
})
