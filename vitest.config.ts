import { defineConfig } from "vitest/config"

// One workspace, three projects: the core SDK and the web app run fast in-process;
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
          environment: "happy-dom"
        }
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
