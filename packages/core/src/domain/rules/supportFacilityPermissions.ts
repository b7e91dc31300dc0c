import { isSupportCaller, type Caller } from "./permissions"

/**
 * The Facilities screen of the support panel (management 2.9): support staff list, read, edit
 * and delete any facility — its package, badge, tags, active flag and owner. Nobody else does,
 * not even its owner (who edits the card in the owner area, but not the package they paid for).
 */
export function canManageFacilities(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}
