/**
 * XState machines of the Pociecha SDK. Machines never call HTTP: every side effect is an
 * actor slot the app fills with `machine.provide({ actors })`; business decisions are named
 * pure functions exported beside them.
 */
export * from "./callFailurePolicy"
export * from "./citySearch.machine"
export * from "./mapSearch.machine"
export * from "./refreshRetry.machine"
export * from "./session.machine"
export * from "./userStorage"
