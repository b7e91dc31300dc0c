/** An id as the API gives it; compared as text. */
export type EntityId = string | number

/** User type of support staff, who hold every permission (spec 6). */
export const SUPPORT_USER_TYPE = "support"

/** Permission names used by routes (management 6). */
export const permissionNames = {
  FACILITY_DATA_WRITE: "facility-data/write",
  FACILITY_OWNERSHIP_READ: "facility-ownership/read",
  FACILITY_OWNERSHIP_WRITE: "facility-ownership/write",
  /** A teacher the owner made a moderator of the facility's pages: adds, edits and deletes posts (management 6). */
  FACILITY_PUBLICATIONS_WRITE: "facility-publications/write",
} as const

/**
 * What the OWNER of a facility holds on it (management 2.7: an accepted claim grants these), and
 * what an ownership transfer hands over.
 */
export const ownerPermissions: ReadonlyArray<string> = [
  permissionNames.FACILITY_DATA_WRITE,
  permissionNames.FACILITY_OWNERSHIP_READ,
  permissionNames.FACILITY_OWNERSHIP_WRITE
]

/** The user fields the access rules read. */
export interface AccessUser {
  readonly id: EntityId
  readonly type?: string | null | undefined
  readonly jwt?: string | null | undefined
  readonly perms?: Readonly<Record<string, readonly string[] | undefined>> | null | undefined
}

/** The route meta fields the access rules read (spec 3.16). */
export interface RouteAccessMeta {
  readonly validation?: string | null | undefined
  readonly permissions?: readonly string[] | null | undefined
}

/**
 * What navigation does: enter, go to '/', return to the previous path, or show the 404 page
 * (only for the support area, which only support staff may open).
 */
export type RouteAccess = "allow" | "redirect-home" | "back" | "not-found"

/** Whether a user is logged in: present with a non-empty jwt (spec 4.1). */
export function isLoggedIn(user: AccessUser | null | undefined): user is AccessUser {
  return user !== null && user !== undefined && typeof user.jwt === "string" && user.jwt !== ""
}

/** Whether a user is support staff (type 'support'). */
export function isSupport(user: AccessUser | null | undefined): boolean {
  return user?.type === SUPPORT_USER_TYPE
}

/** Whether a user holds a permission for a facility; support staff hold every permission. */
export function hasPermission(user: AccessUser | null | undefined, facilityId: EntityId, permission: string): boolean {
  if (user === null || user === undefined) return false
  return isSupport(user) || (user.perms?.[String(facilityId)] ?? []).includes(permission)
}

/** Everything canEnterRoute needs. */
export interface RouteAccessInput {
  readonly user: AccessUser | null | undefined
  readonly route: RouteAccessMeta
  readonly currentFacilityId: EntityId | null | undefined
}

/**
 * Decides whether navigation may enter a route (spec 6; management 6):
 * validation 'user' without a logged-in user → 'redirect-home'; validation 'support' → 'redirect-home'
 * when logged out, 'not-found' for anyone but support; listed permissions must all be in the
 * user's perms entry for the current facility, else 'back'. No listed permissions, no current
 * facility, or a support user → 'allow'. Other validation values are not checked here.
 */
export function canEnterRoute({ user, route, currentFacilityId }: RouteAccessInput): RouteAccess {
  if ((route.validation === "user" || route.validation === SUPPORT_USER_TYPE) && !isLoggedIn(user)) return "redirect-home"
  if (route.validation === SUPPORT_USER_TYPE && !isSupport(user)) return "not-found"
  const required = route.permissions ?? []
  if (required.length === 0 || currentFacilityId === null || currentFacilityId === undefined || currentFacilityId === "") return "allow"
  return required.every((permission) => hasPermission(user, currentFacilityId, permission)) ? "allow" : "back"
}

/** Owner check (spec 6): facility_owner_account_id equals the user id, or the user is support. */
export function isOwner(
  facility: { readonly facility_owner_account_id?: EntityId | null | undefined },
  user: AccessUser | null | undefined,
): boolean {
  if (user === null || user === undefined) return false
  const ownerId = facility.facility_owner_account_id
  return isSupport(user) || (ownerId !== null && ownerId !== undefined && String(ownerId) === String(user.id))
}

/**
 * Edit check (management 6): the user's perms have an entry for the facility's id, or a global
 * check passes. The global check is not in the spec; here it is being support staff.
 */
export function canEdit(facility: { readonly id: EntityId }, user: AccessUser | null | undefined): boolean {
  if (user === null || user === undefined) return false
  return isSupport(user) || (user.perms !== null && user.perms !== undefined && Object.hasOwn(user.perms, String(facility.id)))
}

/** Content ownership (management 6): the item's account_id equals the user id. */
export function isOwnContent(
  item: { readonly account_id?: EntityId | null | undefined },
  user: AccessUser | null | undefined,
): boolean {
  if (user === null || user === undefined || item.account_id === null || item.account_id === undefined) return false
  return String(item.account_id) === String(user.id)
}

/** Who is calling, as the server knows them from the database. */
export interface Caller {
  readonly accountId: string
  readonly type: string
}

/** Whether a caller is support staff, who may do anything the rules below allow anyone. */
export function isSupportCaller(caller: Caller | null): boolean {
  return caller?.type === SUPPORT_USER_TYPE
}

/**
 * Whether a caller may read, change or delete an account (spec 4.1, 7.2): their own, or any
 * account for support staff.
 */
export function canActOnAccount(caller: Caller, accountId: string): boolean {
  return caller.accountId === accountId || isSupportCaller(caller)
}

/**
 * Whether a caller may download an account's data (RODO access): only the account itself. The
 * file holds the person's children, addresses and private messages — support, who may change or
 * delete an account, has no need to carry all of it away.
 */
export function canExportAccountData(caller: Caller, accountId: string): boolean {
  return caller.accountId === accountId
}

/** What a membership grants on its facility: its status and permission names. */
export interface GrantedPermissions {
  readonly status: string
  readonly permissions: ReadonlyArray<string>
}

/**
 * Whether a caller holds a permission on a facility, from their membership row (management 6):
 * support holds every one; anyone else needs an accepted membership that lists it.
 */
export function holdsFacilityPermission(
  caller: Caller,
  facilityId: EntityId,
  membership: GrantedPermissions | null,
  permission: string
): boolean {
  const perms = membership?.status === "accepted" ? { [String(facilityId)]: membership.permissions } : {}
  return hasPermission({ id: caller.accountId, type: caller.type, perms }, facilityId, permission)
}

/**
 * May edit the facility's profile (management 6: the facility profile section needs
 * facility-data/write): support, or an accepted member whose permissions on it hold
 * facility-data/write — an owner as a claim makes one, or whoever the owner gave it to.
 */
export function canEditFacilityData(caller: Caller, facilityId: EntityId, membership: GrantedPermissions | null): boolean {
  return holdsFacilityPermission(caller, facilityId, membership, permissionNames.FACILITY_DATA_WRITE)
}

/**
 * May move a facility between the packages' statuses (management 4: how that happens — payment,
 * support action — is not shown): support staff, who make a facility premium.
 */
export function canSetFacilityStatus(caller: Caller): boolean {
  return isSupportCaller(caller)
}
