import { defineConfig } from "tsup"

// The server runs as plain JavaScript (`node dist/main.js`): no compiler at run time.
// Dependencies, @pociecha/core included (built to its own dist first), stay external.
export default defineConfig({
  entry: { main: "src/main.ts", seed: "src/seed.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  clean: true,
  sourcemap: true
})
