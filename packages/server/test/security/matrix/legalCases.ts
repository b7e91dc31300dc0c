import { everyone, signedIn, type Case } from "./matrixWorld"

/** Legal texts: public reads; accepting their versions in force is for one's own account only. */
export const legalCases: Readonly<Record<string, Case>> = {
  "legal.current": { method: "GET", path: () => "/api/v1/legal/regulations", expected: everyone(200) },
  "legal.versions": { method: "GET", path: () => "/api/v1/legal/privacy/versions", expected: everyone(200) },
  // Nothing to accept in the body: the call records nothing, and answers what is still pending.
  "legal.accept": { method: "POST", path: () => "/api/v1/account/consents", body: () => ({ accepted: [] }), expected: signedIn(200) }
}
