import { defineConfig } from "tsup"

export default defineConfig({
  // the SDK and its `@pociecha/core/testing` subpath (package.json "exports")
  entry: { index: "src/index.ts", "testing/index": "src/testing/index.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022"
})
