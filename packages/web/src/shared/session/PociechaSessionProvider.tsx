import type { PociechaSession } from "@pociecha/core"
import { createContext, type ReactNode, use } from "react"
import { appSession } from "./appSession"

/**
 * The session the tree reads. Outside any provider — a component test rendering one component —
 * it is the page's own session, which the app's root provides too.
 */
const SessionContext = createContext<PociechaSession>(appSession)

/**
 * Hands a session — its machine, its client and its ready machines — to the hooks below: the
 * app's root provides the page's session (started by the entry), a test may provide its own.
 */
export function PociechaSessionProvider({ session, children }: { readonly session: PociechaSession; readonly children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>
}

/** The session of the tree: its machine (`actor`), its client (`api`) and its ready machines (`machine(...)`). */
export function usePociechaSession(): PociechaSession {
  return use(SessionContext)
}
