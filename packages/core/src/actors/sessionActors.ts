import { fromPromise } from "xstate"
import type { Credentials } from "../api/account"
import type { ApiCaller } from "../client/pociechaClient"
import type { User } from "../domain/user"
import type { LogoutInput } from "../machines/session.machine"

/**
 * The session machine's calls over the API client:
 * `sessionMachine.provide({ actors: sessionActors(api) })`. `login` rejects with a
 * `LoginError`; `logout` ends the session of the refresh cookie, which the server reads
 * itself, so the bearer in its input is not sent; `resume` picks up the session of the refresh
 * cookie (after a sign-in with Google or Facebook), rejecting with a `ResumeError`.
 */
export const sessionActors = (api: ApiCaller) => ({
  login: fromPromise<User, Credentials>(({ input }) => api.call((c) => c.account.login({ payload: input }))),
  logout: fromPromise<void, LogoutInput>(() => api.call((c) => c.account.logout())),
  resume: fromPromise<User>(() => api.call((c) => c.account.resumeSession()))
})
