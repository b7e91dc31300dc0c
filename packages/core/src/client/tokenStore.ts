/** Where the client keeps the access token between calls. */
export interface TokenStore {
  readonly get: () => string | null
  readonly set: (token: string | null) => void
}

/** A token store in memory, with an optional listener (the session machine persists the user). */
export const memoryTokenStore = (initial: string | null = null, onChange?: (token: string | null) => void): TokenStore => {
  let token = initial
  return {
    get: () => token,
    set: (next) => {
      token = next
      onChange?.(next)
    }
  }
}
