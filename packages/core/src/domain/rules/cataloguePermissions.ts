import { isSupportCaller, type Caller } from "./permissions"

/**
 * The catalogue every facility draws on — tags, package limits, website templates (management
 * 2.9, issue 18) — is support's to change: a change reaches every facility at once, so no owner,
 * admin or moderator of one facility may make it.
 */
export function canEditCatalogue(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}
