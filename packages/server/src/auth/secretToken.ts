import { createHash, randomBytes } from "node:crypto"

/** A random URL-safe token for e-mail links and refresh cookies. */
export const newSecretToken = (): string => randomBytes(32).toString("base64url")

/** Tokens are stored hashed, so a database leak doesn't hand out sessions or reset links. */
export const hashSecretToken = (token: string): string => createHash("sha256").update(token).digest("hex")
