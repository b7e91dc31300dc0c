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
