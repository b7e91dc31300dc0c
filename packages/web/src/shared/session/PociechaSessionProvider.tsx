import type { PociechaSession } from "@pociecha/core"
import { createContext, type ReactNode, use } from "react"

// A React context of the session object rather than @xstate/react's createActorContext:
// createActorContext holds one running actor of one machine, while a session is more than its
// machine — its client (`api`), its token store and its ready machines (`machine(...)`) — and the
// machine is created, linked to the client and started by core's createPociechaSession, not by the
// provider. The hooks of shared/auth/session.ts read the machine with @xstate/react's useSelector.
// No default: a tree without a provider has no session, and says so.
const SessionContext = createContext<PociechaSession | null>(null)

/**
 * Hands a session — its machine, its client and its ready machines — to the hooks below: the
 * app's root provides the page's session (appSession, started by the entry), a test's providers
 * (TestProviders) the same.
 */
export function PociechaSessionProvider({ session, children }: { readonly session: PociechaSession; readonly children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>
}

/** The session of the tree: its machine (`actor`), its client (`api`) and its ready machines (`machine(...)`). */
export function usePociechaSession(): PociechaSession {
  const session = use(SessionContext)
  if (session === null) throw new Error("usePociechaSession: render inside a PociechaSessionProvider (the app's root, or TestProviders)")
  return session
}
