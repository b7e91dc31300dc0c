import { defineConfig } from "vitest/config"

// One workspace, four projects: the core SDK, the web app and the lint walls run fast in-process;
// the server project runs integration tests over real HTTP against a real database.
export default defineConfig({
  resolve: { conditions: ["@pociecha/source"] },
  ssr: { resolve: { conditions: ["@pociecha/source"] } },
  test: {
    projects: [
      "packages/core",
      {
        extends: true,
        test: {
          name: "web",
          root: "packages/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // the mock API (MSW) and Testing Library's cleanup, for every file
          setupFiles: ["src/shared/testing/setup.ts"]
        }
      },
      {
        // the repository's lint walls, proven with probe files (tests/lint)
        extends: true,
        test: { name: "lint", root: "tests/lint", include: ["**/*.test.ts"], environment: "node" }
      },
      {
        extends: true,
        test: {
          name: "server",
          root: "packages/server",
          include: ["test/**/*.test.ts", "src/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false
        }
      }
    ]
  }
})
