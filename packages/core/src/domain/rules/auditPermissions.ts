import { canUseCms } from "./cmsPermissions"
import { isSupportCaller, type Caller } from "./permissions"

/**
 * The audit trail of support actions (issue 18) is support's own record: support staff read it,
 * and every support write adds to it. Nobody else sees it, not even the facility it is about.
 */
export function canReadSupportAudit(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}

/**
 * Support's toolbox and ownership view (issue 18) reach into anyone's account — resend its
 * activation link, let it in after wrong passwords, end its sessions — so only support staff
 * use them; each use lands in the audit trail.
 */
export function canUseSupportToolbox(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}

/**
 * A CMS write (a city's description) is kept in the same trail, by whoever may make it:
 * content staff as well as support. Content staff add to the trail but do not read it.
 */
export function canRecordCmsAudit(caller: Caller | null): boolean {
  return canUseCms(caller)
}
