import { isSupportCaller, type Caller } from "./permissions"

/**
 * Partner apps and their keys (management 8) are support's to manage: a key lets its holder
 * create accounts, so only support staff create, list and revoke partners.
 */
export function canManagePartners(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}
