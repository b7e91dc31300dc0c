import { fromPromise, waitFor, type ActorRefFrom } from "xstate"
import type { Credentials } from "../api/account"
import type { User } from "../domain/user"
import type { sessionMachine } from "./session.machine"

/**
 * The login form's `send` actor: logs in through the session (which keeps the user and its
 * token), resolving with the signed-in user or rejecting with why the session refused. The session
 * may be given as a getter, for a form provided before its session actor runs.
 */
export function loginThroughSession(sessionRef: ActorRefFrom<typeof sessionMachine> | (() => ActorRefFrom<typeof sessionMachine>)) {
  return fromPromise<User, Credentials>(async ({ input }) => {
    const session = typeof sessionRef === "function" ? sessionRef() : sessionRef
    session.send({ type: "LOGIN", credentials: input })
    const settled = await waitFor(session, (snapshot) => !snapshot.matches("loggingIn"))
    if (settled.matches("loggedIn") && settled.context.user !== null) return settled.context.user
    throw settled.context.error
  })
}
