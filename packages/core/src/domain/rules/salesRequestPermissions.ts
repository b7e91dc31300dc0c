import { isSupportCaller, type Caller } from "./permissions"

/**
 * The product team's requests (issue 19) hold strangers' names, addresses and phones: anyone may
 * send one, only support staff read the list and mark one handled (each mark audited).
 */
export function canHandleSalesRequests(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}
