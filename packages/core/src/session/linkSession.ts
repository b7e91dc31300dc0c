import type { ActorRefFrom } from "xstate"
import { selectUser, type sessionMachine } from "../machines/session.machine"
import type { SessionClient } from "./sessionApi"

/** A running session machine, whichever logic provided it. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>

const tokenOf = (actor: SessionActor): string | null => {
  const jwt = selectUser(actor.getSnapshot())?.jwt ?? null
  return jwt === "" ? null : jwt
}

/**
 * Keeps the client's bearer token and the session machine in step, both ways: a login, restore
 * or logout sets the token; a refresh done inside the client is stored with the user; a failed
 * refresh ends the session. Returns the unlink.
 */
export function linkSession(actor: SessionActor, client: Pick<SessionClient, "tokens" | "onTokenChange" | "onSessionExpired">): () => void {
  const syncToken = () => {
    const token = tokenOf(actor)
    if (client.tokens.get() !== token) client.tokens.set(token)
  }
  // The actor may already hold a restored user: its token is the client's from now on.
  syncToken()
  const subscription = actor.subscribe(syncToken)
  const offToken = client.onTokenChange((token) => {
    const user = selectUser(actor.getSnapshot())
    if (token !== null && user !== null && user.jwt !== token) actor.send({ type: "TOKEN_REFRESHED", jwt: token })
  })
  const offExpiry = client.onSessionExpired(() => actor.send({ type: "SESSION_EXPIRED" }))
  return () => {
    subscription.unsubscribe()
    offToken()
    offExpiry()
  }
}
