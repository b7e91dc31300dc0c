// The CLI's library: support's desk over core's session, for scripts (examples/support-claims.mjs).
export { type Credentials, type Desk, type DeskOptions, type LimitValues, type ModeratedPart, openDesk } from "./desk"
export { CliFailure, ExitCode } from "./exitCodes"
export { csv, table } from "./format"
export { opinionColumns } from "./commands"
export { sessionFilePath, sessionStorageOf } from "./sessionFile"
