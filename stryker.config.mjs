// Mutation testing of core's machines and pure rules (DESIGN 3a: score ≥ 80 % per folder).
// Run with `pnpm test:mutation`; slow, so it is not part of `pnpm test`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // named, because pnpm does not hoist plugins where the default "@stryker-mutator/*" looks
  plugins: ["@stryker-mutator/vitest-runner"],
  // the core project alone: the web and server suites would only slow each mutant down
  vitest: { configFile: "packages/core/vitest.config.ts" },
  mutate: [
    "packages/core/src/machines/**/*.ts",
    "packages/core/src/domain/rules/**/*.ts",
    "!**/*.test.ts",
    "!**/index.ts",
    // test support, not product code
    "!packages/core/src/machines/testkit.ts",
    "!packages/core/src/machines/testFixtures.ts",
    "!packages/core/src/machines/*.model.ts",
    "!packages/core/src/machines/specModel.ts"
  ],
  coverageAnalysis: "perTest",
  // the machine has two cores
  concurrency: 2,
  // only mutants in changed code or covered by changed tests run again; the file is git-ignored
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["json", "progress"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: "reports/.stryker-tmp",
  cleanTempDir: "always"
}
