import { defaultAbuseLimits } from "../../src/abuse/abuseLimits"
import { startTestServer, type TestServer } from "../support/testServer"

/**
 * The real server over a fresh database (PGlite, or PostgreSQL with DATABASE_URL) with abuse
 * limits far above what a fuzz run spends, so the properties reach the handlers: a 429 is still
 * an acceptable answer wherever one comes.
 */
export const startFuzzServer = (): Promise<TestServer> => {
  const plenty = { points: 100_000, seconds: 3600 }
  return startTestServer({
    facilities: 600,
    config: {
      abuseLimits: {
        ...defaultAbuseLimits,
        loginFailuresPerAccountAndIp: plenty,
        loginFailuresPerIp: plenty,
        signupsPerIp: plenty,
        resetRequestsPerIp: plenty,
        mailsPerAddress: plenty,
        seenMarksPerUser: plenty,
        opinionsPerUser: plenty,
        messagesPerUser: plenty,
        applicationsPerUser: plenty
      }
    }
  })
}
