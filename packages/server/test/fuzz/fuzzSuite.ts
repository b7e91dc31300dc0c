import { afterAll, beforeAll } from "vitest"
import type { TestServer } from "../support/testServer"
import { startFuzzServer } from "./fuzzServer"
import { loadKnownValues, type KnownValues } from "./knownValues"
import { parentSession, type ParentSession } from "./parentSession"
import { printStatusTally } from "./statusTally"

/** What a fuzz suite runs against: the server, the demo parent's session, real ids and slugs. */
export interface FuzzSuite {
  readonly server: TestServer
  readonly session: ParentSession
  readonly known: KnownValues
}

/** Starts the fuzz server for the file's tests and stops it after them, printing the tally of answers. */
export const fuzzSuite = (): FuzzSuite => {
  const suite = {} as { server: TestServer; session: ParentSession; known: KnownValues }
  beforeAll(async () => {
    suite.server = await startFuzzServer()
    suite.session = await parentSession(suite.server.baseUrl)
    suite.known = await loadKnownValues(suite.server, suite.session.initialAccountId)
  })
  afterAll(async () => {
    printStatusTally()
    await suite.server.close()
  })
  return suite
}
