import { signedInPolicy } from "./policy"

/** Favourites (issue 20): anyone signed in keeps their own hearts; nobody reads or changes another's. */
export const favouritePolicy = {
  canKeep: () => signedInPolicy("favourite", "keep")
} as const
