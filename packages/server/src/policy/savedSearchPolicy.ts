import { signedInPolicy } from "./policy"

/**
 * Saved searches (issue 20): anyone signed in keeps their own; nobody reads or changes another's
 * (the account is always the caller's). Turning alerts off by an e-mail's link is the link's
 * signature's to authorize (publicPolicy in the handler).
 */
export const savedSearchPolicy = {
  canKeep: () => signedInPolicy("savedSearch", "keep")
} as const
