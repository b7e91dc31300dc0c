import { type AccessUser, type Caller, isSupport, isSupportCaller } from "./permissions"

/** User type of content staff, who edit the city descriptions in the CMS (management 6). */
export const CONTENT_USER_TYPE = "content"

/**
 * Who may use the city CMS (management 2.10, 6): content staff, whose only tool it is, and
 * support staff, who hold every permission. Everywhere else content staff are a plain user.
 */
export function canUseCms(caller: Caller | null): boolean {
  return caller?.type === CONTENT_USER_TYPE || isSupportCaller(caller)
}

/**
 * The same rule for the app's CMS login and routes, over the user kept on the device: the CMS
 * shares the portal's session, and lets in only a user of those two types.
 */
export function isCmsUser(user: AccessUser | null | undefined): boolean {
  return user?.type === CONTENT_USER_TYPE || isSupport(user)
}
