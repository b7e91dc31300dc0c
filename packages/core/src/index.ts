/**
 * @pociecha/core — the headless SDK: domain schemas and rules, the HTTP contract,
 * Effect clients and XState machines. No React, no DOM, no server code.
 */
export * from "./domain/index"
export * from "./domain/rules/index"
export * from "./api/index"
export * from "./client/index"
export * from "./machines/index"
export * from "./actors/index"
export * from "./queries/index"
