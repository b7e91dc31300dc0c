import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto"
import { promisify } from "node:util"

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>

const KEY_LENGTH = 64

/** Hashes a password with scrypt and a random salt: `scrypt$<salt>$<hash>` (base64). */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const hash = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH)
  return `scrypt$${salt.toString("base64")}$${hash.toString("base64")}`
}

/** Checks a password against a stored hash in constant time. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, saltText, hashText] = stored.split("$")
  if (scheme !== "scrypt" || saltText === undefined || hashText === undefined) return false
  const expected = Buffer.from(hashText, "base64")
  const actual = await scrypt(password.normalize("NFKC"), Buffer.from(saltText, "base64"), expected.length)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * The hash of a random secret nobody is ever told: an account made by signing in with Google or
 * Facebook has no password until a reset sets one. Checking against it costs a real check.
 */
export const unusablePasswordHash = (): Promise<string> => hashPassword(randomBytes(32).toString("base64"))

// A hash of nothing anyone knows, made once: checking against it costs what a real check costs.
let unknownAccountHash: Promise<string> | undefined

/**
 * The check for an e-mail with no account: the same scrypt work as a real one, always false,
 * so the time a login takes tells nothing about which addresses have accounts.
 */
export const verifyUnknownAccountPassword = async (password: string): Promise<false> => {
  unknownAccountHash ??= unusablePasswordHash()
  await verifyPassword(password, await unknownAccountHash)
  return false
}
