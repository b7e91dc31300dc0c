import { defineConfig } from "vitest/config"

// One workspace, six projects: the core SDK, the site renderer, the web app, the command line and the lint walls run fast in-process;
// the server project runs integration tests over real HTTP against a real database.
export default defineConfig({
  resolve: { conditions: ["@pociecha/source"] },
  ssr: { resolve: { conditions: ["@pociecha/source"] } },
  test: {
    projects: [
      "packages/core",
      {
        // facility websites render in Node, as on the server; the tests read the pages with happy-dom
        extends: true,
        test: { name: "site-renderer", root: "packages/site-renderer", include: ["src/**/*.test.{ts,tsx}"], environment: "node" }
      },
      {
        extends: true,
        test: {
          name: "web",
          root: "packages/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // A test that imports the app's providers afresh (NavbarMenuSlot's) took over 5 s on a
          // two-core machine running the build and the type check beside both workers.
          testTimeout: 20_000,
          // the mock API (MSW) and Testing Library's cleanup, for every file
          setupFiles: ["src/shared/testing/setup.ts"]
        }
      },
      {
        // the `pociecha` command line: its arguments, answers and exit codes over a desk of the test's own
        extends: true,
        test: { name: "cli", root: "packages/cli", include: ["src/**/*.test.ts"], environment: "node" }
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
          fileParallelism: false,
          // the files share their modules (each starts its own server and database, no module state
          // crosses): importing the server's graph once, not per file, took the PostgreSQL suite
          // from 579 s to 337 s (import 191 s -> 13 s) and the PGlite engine files from 238 s to 114 s
          isolate: false
        }
      }
    ]
  }
})
