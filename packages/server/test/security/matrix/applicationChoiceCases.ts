import { parentsApplication } from "./applicationCases"
import { everyone, type Case } from "./matrixWorld"

/** Applying to several facilities (issue 20): only the parent who sent an application withdraws it. */
export const applicationChoiceCases: Readonly<Record<string, Case>> = {
  "applications.withdraw": {
    method: "POST",
    // Children of their own (attempts counted on from 1000): the status cases' children are still open.
    prepare: (world, role, attempt) => parentsApplication(world, role, attempt + 1000),
    path: (_world, { prepared }) => `/api/v1/application/${String(prepared.application)}/withdraw`,
    body: () => ({ scope: "this" }),
    expected: { ...everyone(403), guest: 401, parent: 200 }
  }
}
