import { Effect } from "effect"
import type { AccountRow } from "../repositories/accountRepository"
import { TokenRepository } from "../repositories/tokenRepository"
import { ServerConfig } from "../services"
import { Outbox } from "./outbox"
import { confirmationMail } from "./templates"

/**
 * Mails a not-activated account a new activation link (earlier ones stop working): what the
 * login's "send it again" and support's toolbox both do. Run it in the caller's transaction.
 */
export const confirmationLinks = Effect.gen(function*() {
  const tokens = yield* TokenRepository
  const outbox = yield* Outbox
  const { publicUrl } = yield* ServerConfig
  return (account: AccountRow) =>
    Effect.gen(function*() {
      const token = yield* tokens.issueAccountToken(account.id, "confirm")
      yield* outbox.enqueue(account.email, confirmationMail[account.language](`${publicUrl}/potwierdz-konto/${encodeURIComponent(token)}`, account.name ?? ""))
    })
})
