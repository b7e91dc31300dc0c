import { type AnyActorLogic, createActor } from "xstate"
import { sessionActors } from "../actors/sessionActors"
import type { TokenStore } from "../client/tokenStore"
import { sessionMachine, type SessionInput } from "../machines/session.machine"
import { memoryUserStorage, type UserStorage } from "../machines/userStorage"
import { linkSession, type SessionActor } from "./linkSession"
import type { ReadyMachine, SessionParts, SessionPlatform } from "./readyMachine"
import { makeSessionApi, type SessionApi } from "./sessionApi"

/** Options of {@link createPociechaSession}. */
export interface PociechaSessionOptions {
  /** Origin the `/api` paths are resolved against; '' (the default) for the page's own origin. */
  readonly baseUrl?: string
  /** Where the signed-in user is kept between visits: `webUserStorage(localStorage)` in a browser; memory by default. */
  readonly storage?: UserStorage
  /**
   * Keep the refresh cookie in memory, which a Node script needs for the client's refresh; a
   * browser keeps cookies itself. Default: true where there is no `document`.
   */
  readonly cookieJar?: boolean
  /** What only the platform can do (a photo crop, an upload with progress, a cached city list). */
  readonly platform?: SessionPlatform
}

/**
 * One client's session: the session machine, the token store and the Effect client wired together,
 * and every machine of core with its actors filled from them.
 */
export interface PociechaSession {
  /** The client: `call` (the Effect client, loaded by the first call) and the public reads `get`/`post`. */
  readonly api: SessionApi
  /** The bearer token the client sends; the link keeps it in step with the machine. */
  readonly tokens: TokenStore
  /** The session machine with its calls provided, for a runner of its own (then {@link link} it). */
  readonly logic: typeof sessionMachine
  /** The machine's input: the user storage. */
  readonly input: SessionInput
  /** Connects a running session machine to the client (tokens, refreshes, expiry); returns the unlink. */
  readonly link: (actor: SessionActor) => () => void
  /**
   * The session's own machine, created with the session and run by {@link start}: what an app
   * reads and sends events to (its snapshot before the start is the restored user).
   */
  readonly actor: SessionActor
  /** Links and starts {@link actor} (once; later calls return it as it is). */
  readonly start: () => SessionActor
  /** A machine ready to run, its actors filled from this session (the same logic on every call). */
  readonly machine: <Logic extends AnyActorLogic>(ready: ReadyMachine<Logic>) => Logic
  /** Starts loading the Effect client before the first call needs it. */
  readonly preload: () => Promise<unknown>
  /** Stops {@link actor} and releases the client. */
  readonly dispose: () => Promise<void>
}

/**
 * Starts nothing yet: wires a session of Pociecha for one client — a web app, a script.
 * @example
 * const session = createPociechaSession({ baseUrl: "https://pociecha.pl" })
 * const actor = session.start()
 * actor.send({ type: "LOGIN", credentials: { email, password } })
 */
export function createPociechaSession(options: PociechaSessionOptions = {}): PociechaSession {
  const baseUrl = options.baseUrl ?? ""
  const client = makeSessionApi({ baseUrl, cookieJar: options.cookieJar ?? !("document" in globalThis) })
  const logic = sessionMachine.provide({ actors: sessionActors(client.api) })
  const input: SessionInput = { storage: options.storage ?? memoryUserStorage() }
  const actor = createActor(logic, { input })
  let linked: SessionActor | null = null
  let started = false

  const parts: SessionParts = {
    api: client.api,
    tokens: client.tokens,
    baseUrl,
    platform: options.platform ?? {},
    actor: () => {
      if (linked === null) throw new Error("the session machine is not running: link it first")
      return linked
    }
  }
  const built = new WeakMap<ReadyMachine<AnyActorLogic>, AnyActorLogic>()

  const link = (actor: SessionActor) => {
    linked = actor
    const unlink = linkSession(actor, client)
    return () => {
      unlink()
      if (linked === actor) linked = null
    }
  }

  return {
    api: client.api,
    tokens: client.tokens,
    logic,
    input,
    link,
    actor,
    start: () => {
      if (!started) {
        started = true
        link(actor)
        actor.start()
      }
      return actor
    },
    machine: <Logic extends AnyActorLogic>(ready: ReadyMachine<Logic>): Logic => {
      let logicOf = built.get(ready)
      if (logicOf === undefined) {
        logicOf = ready.build(parts)
        built.set(ready, logicOf)
      }
      return logicOf as Logic
    },
    preload: client.preload,
    dispose: async () => {
      actor.stop()
      await client.dispose()
    }
  }
}
