import {
  selectDisplayName,
  selectIsLogged,
  selectUser,
  type SessionError,
  type SessionEvent,
  type User
} from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useCallback } from "react"
import type { SnapshotFrom } from "xstate"
import { appSession } from "../session/appSession"
import { usePociechaSession } from "../session/PociechaSessionProvider"

/**
 * The session (spec 3.1, 4.1): core's session machine, wired to the client by
 * createPociechaSession (see appSession.ts). Components read it through the hooks below — from
 * the session their tree provides — and change it only by sending events.
 */

export type SessionSnapshot = SnapshotFrom<typeof appSession.logic>

/**
 * Starts the page's session once: restores the stored user and keeps the client's bearer token in
 * step with it (core's link: a login or logout sets the token, a refresh is stored with the user,
 * a failed refresh ends the session).
 */
export function startSession(): typeof appSession.actor {
  return appSession.start()
}

/** Sends events to the tree's session machine: `const send = useSendSession(); send({ type: "LOGOUT" })`. */
export function useSendSession(): (event: SessionEvent) => void {
  const { actor } = usePociechaSession()
  return useCallback((event: SessionEvent) => actor.send(event), [actor])
}

/** A value of the tree's session machine, re-rendering when it changes. */
const useSessionSelector = <T,>(select: (snapshot: SessionSnapshot) => T): T => useSelector(usePociechaSession().actor, select)

/** The signed-in user, or null. */
export const useSessionUser = (): User | null => useSessionSelector(selectUser)

/** Whether someone is signed in (a non-empty jwt). */
export const useIsLogged = (): boolean => useSessionSelector(selectIsLogged)

/** 'name surname', or null when either is missing (show NO_DATA then). */
export const useDisplayName = (): string | null => useSessionSelector(selectDisplayName)

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
export const useSessionStatus = (): SessionStatus => useSessionSelector(selectStatus)

const selectError = (snapshot: SessionSnapshot) => snapshot.context.error

/**
 * Why the last way in failed — a login, or picking up a session started outside the app (an error
 * its endpoint declares, or a ConnectionError) — or null.
 */
export const useLoginError = (): SessionError | null => useSessionSelector(selectError)

