import { setupServer } from "msw/node"

/**
 * The mock API every web test file talks to: MSW intercepts the app's real requests at the
 * network layer, so pages run their real client — encoding, decoding, typed errors — with no
 * server. setup.ts starts it for each file; a test says what it answers with serveRecordedAnswers.
 */
export const apiServer = setupServer()
