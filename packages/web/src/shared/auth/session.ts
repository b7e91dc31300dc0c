import {
  selectDisplayName,
  selectIsLogged,
  selectUser,
  sessionActors,
  sessionMachine,
  webUserStorage,
  type SessionError,
  type SessionEvent,
  type User
} from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { createActor, type SnapshotFrom } from "xstate"
import { api, onSessionExpired, onTokenChange, tokens } from "../api"
import { browserStorage } from "../browserStorage"

/**
 * The session actor (spec 3.1, 4.1): core's sessionMachine with core's calls over the app's API
 * client and the user kept in localStorage. Components read it through the hooks below and
 * change it only by sending events.
 */
const machine = sessionMachine.provide({ actors: sessionActors(api) })

const deviceStorage = browserStorage()
const storage = deviceStorage === null ? undefined : webUserStorage(deviceStorage)

export const sessionActor = createActor(machine, { input: storage === undefined ? {} : { storage } })

export type SessionSnapshot = SnapshotFrom<typeof machine>

let started = false

/**
 * Starts the session once: restores the stored user and keeps the API client's bearer token in
 * step with it, in both directions (a login or logout sets the token; a refresh done inside the
 * client is stored with the user; a failed refresh ends the session).
 */
export function startSession(): typeof sessionActor {
  if (started) return sessionActor
  started = true
  sessionActor.subscribe((snapshot) => {
    const jwt = selectUser(snapshot)?.jwt ?? null
    const token = jwt === "" ? null : jwt
    if (tokens.get() !== token) tokens.set(token)
  })
  onTokenChange((token) => {
    const user = selectUser(sessionActor.getSnapshot())
    if (token !== null && user !== null && user.jwt !== token) sessionActor.send({ type: "TOKEN_REFRESHED", jwt: token })
  })
  onSessionExpired(() => sessionActor.send({ type: "SESSION_EXPIRED" }))
  sessionActor.start()
  return sessionActor
}

/** Sends an event to the session. */
export const sendSession = (event: SessionEvent) => sessionActor.send(event)

/** The signed-in user, or null. */
export const useSessionUser = (): User | null => useSelector(sessionActor, selectUser)

/** Whether someone is signed in (a non-empty jwt). */
export const useIsLogged = (): boolean => useSelector(sessionActor, selectIsLogged)

/** 'name surname', or null when either is missing (show NO_DATA then). */
export const useDisplayName = (): string | null => useSelector(sessionActor, selectDisplayName)

const selectStatus = (snapshot: SessionSnapshot) => {
  if (snapshot.matches("loggingIn")) return "loggingIn" as const
  if (snapshot.matches("resuming")) return "resuming" as const
  if (snapshot.matches("loggingOut")) return "loggingOut" as const
  if (snapshot.matches("loggedIn")) return "loggedIn" as const
  if (snapshot.matches("restoring")) return "restoring" as const
  return "anonymous" as const
}

export type SessionStatus = ReturnType<typeof selectStatus>

/** The session's state: 'restoring' | 'anonymous' | 'loggingIn' | 'resuming' | 'loggedIn' | 'loggingOut'. */
export const useSessionStatus = (): SessionStatus => useSelector(sessionActor, selectStatus)

const selectError = (snapshot: SessionSnapshot) => snapshot.context.error

/**
 * Why the last way in failed — a login, or picking up a session started outside the app (an error
 * its endpoint declares, or a ConnectionError) — or null.
 */
export const useLoginError = (): SessionError | null => useSelector(sessionActor, selectError)

/** Everything a component usually needs about the session. */
export function useSession() {
  const user = useSessionUser()
  const isLogged = useIsLogged()
  const displayName = useDisplayName()
  const status = useSessionStatus()
  return { user, isLogged, displayName, status, send: sendSession }
}
