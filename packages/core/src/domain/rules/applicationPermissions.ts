import type { Caller } from "./permissions"

/**
 * Whether a caller may withdraw a recruitment application (issue 20): only the parent who sent
 * it. Withdrawing speaks for the family, so neither the facility nor support does it for them.
 */
export function canWithdrawApplicationOf(caller: Caller, application: { readonly account_id: string | null }): boolean {
  return application.account_id !== null && application.account_id === caller.accountId
}
