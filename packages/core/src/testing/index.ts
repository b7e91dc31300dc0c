/**
 * @pociecha/core/testing — what tests of apps built on the SDK use to drive its machines: fake
 * actors settled by hand, a client that records calls, form drivers, model-based replay against
 * a model written from the spec, and sample data. Imports vitest: for test code only.
 */

// fake actors and clients: calls the test settles, or records
export { controllablePromise, type PendingCall } from "./controllablePromise"
export { recordingCaller, type RecordedCall } from "./recordingCaller"

// form machines driven as a user would, and replayed against a form's spec model
export {
  filledAs,
  formModelEvents,
  formShows,
  refusedWith,
  replayForm,
  startForm,
  withoutMessage,
  type FilledFormContext,
  type FormObservation,
  type FormReplay,
  type StartedForm
} from "./formHarness"

// model-based tests: paths through a model written from the spec, replayed on the real machine
export {
  assignModel, definedFields, expectEveryTransition, modelPaths, replayModelPaths, replayPath, replaySimplePaths,
  type ModelEvents, type ModelPath, type Replay, type SimplePathOptions
} from "./modelReplay"

// sample data
export { aFacilityItem, aMarker, aMembership, applicantDetails, aUser, completeOpinionDraft, krakow, warszawa } from "./fixtures"
export { aManagedFacility } from "./managedFacilityFixture"
