import { cleanup, configure } from "@testing-library/react"
import { afterAll, afterEach, vi } from "vitest"
import { apiServer } from "./apiServer"

// The web project's setup (vitest.config.ts), run in every test file before its imports: the mock
// API listens from the start, so no request reaches a real network, and what a test rendered is
// unmounted after it (Testing Library cleans up by itself only with vitest's globals on).
apiServer.listen({ onUnhandledRequest: "error" })
// findBy…/waitFor retry until this bound, not sleep for it: two shared cores render slowly
configure({ asyncUtilTimeout: 3000 })
afterEach(async () => {
  cleanup()
  // a lazy route or part a test began to load finishes loading before the file's environment is
  // torn down (it failed the run now and then: "Cannot load … after the environment was torn down")
  await vi.dynamicImportSettled()
})
afterAll(() => apiServer.close())
