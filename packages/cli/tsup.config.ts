import { defineConfig } from "tsup"

// The command runs as plain JavaScript (`node dist/main.js`, the package's bin); `index` is the
// library a support script imports. Dependencies, @pociecha/core included, stay external.
export default defineConfig({
  entry: { main: "src/main.ts", index: "src/index.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  clean: true,
  sourcemap: true
})
