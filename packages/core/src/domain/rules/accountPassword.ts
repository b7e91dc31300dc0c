import type { User } from "../user"

/**
 * Whether the account has a password its owner set: it signed up with e-mail and password
 * (source 'email'). One made through Google or Facebook (spec 2.10) has none the person knows,
 * so nothing can ask them to type it (a password or e-mail change, the deletion's check).
 */
export function hasOwnPassword(user: Pick<User, "source">): boolean {
  return user.source === "email"
}
