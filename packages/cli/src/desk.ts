import {
  createPociechaSession, defaultDeskFilter, type FacilityOpinion, type FacilityStatus, isoDateInWarsaw, type ModerationItem, moderationQueueQuery,
  readyMachines, receivedOpinionsQuery, selectUser, type ShadowRecord, shadowRecordsQuery, type SupportFacility, supportFacilityQuery, type User,
  type UserLimitRecord, userLimitsQuery, type UserStorage
} from "@pociecha/core"
import { waitFor } from "xstate"
import { CliFailure, ExitCode, failureOf, failureOfKey } from "./exitCodes"
import { runCommand, submitForm } from "./machineRuns"

// The facility form's verdict when the values are the facility's own: for a script, a set that is already so.
const NO_CHANGES = "NO_CHANGES_TO_SAVE"

/** An e-mail and a password. */
export interface Credentials {
  readonly email: string
  readonly password: string
}

/** What a desk is opened with. */
export interface DeskOptions {
  /** The server, e.g. http://localhost:3000. */
  readonly baseUrl: string
  /** Where the signed-in user is kept between runs (the session file; memory for a one-off script). */
  readonly storage: UserStorage
  /** Credentials to sign in with when no session is kept (POCIECHA_EMAIL / POCIECHA_PASSWORD), if any. */
  readonly credentials?: Credentials | undefined
}

/** Which of an opinion's parts a moderation decision is about: the opinion, or the facility's answer to it. */
export type ModeratedPart = "opinion" | "answer"

/** A limit's values to set, per package; a package left out keeps its value. */
export interface LimitValues {
  readonly value_free?: number | undefined
  readonly value_registered?: number | undefined
  readonly value_premium?: number | undefined
}

/**
 * Support's desk from a script or the command line: core's session (the session machine, the
 * token store and the Effect client, as the web app wires them), its reads through core's query
 * functions and its decisions through core's machines — the very logic of the support screens.
 * Every method rejects with a {@link CliFailure} (its exit code and catalogue key).
 */
export function openDesk(options: DeskOptions) {
  const session = createPociechaSession({ baseUrl: options.baseUrl, storage: options.storage, cookieJar: true })
  const attempt = async <A>(work: () => Promise<A>): Promise<A> => {
    try {
      return await work()
    } catch (error) {
      throw failureOf(error)
    }
  }

  /** Ends the session kept, if any (the machine ends it whatever the server answers). */
  const logout = async (): Promise<void> => {
    const actor = session.start()
    if (!actor.getSnapshot().matches("loggedIn")) return
    actor.send({ type: "LOGOUT" })
    await waitFor(actor, (snapshot) => snapshot.matches("anonymous"))
  }

  const login = (credentials: Credentials): Promise<User> =>
    attempt(async () => {
      // A new sign-in replaces the session kept: that one is signed out first (on the server too).
      await logout()
      const actor = session.start()
      actor.send({ type: "LOGIN", credentials })
      const end = await waitFor(actor, (snapshot) => !snapshot.matches("loggingIn"))
      const user = selectUser(end)
      if (user === null) throw end.context.error ?? new CliFailure(ExitCode.signedOut, "ERROR_UNAUTHORIZED", "the sign-in was refused")
      return user
    })

  /**
   * The kept session, unless the credentials given name someone else: then a sign-in with them.
   * Exit 3 without either.
   */
  const signedIn = async (): Promise<User> => {
    const kept = selectUser(session.start().getSnapshot())
    const { credentials } = options
    if (kept !== null && (credentials === undefined || kept.email.toLowerCase() === credentials.email.toLowerCase())) return kept
    if (credentials !== undefined) return login(credentials)
    throw new CliFailure(ExitCode.signedOut, "NOT_SIGNED_IN", "not signed in: run `pociecha login` (or set POCIECHA_EMAIL and POCIECHA_PASSWORD)")
  }

  /**
   * A signed-in call. The refresh cookie lives only as long as this process, so a kept session
   * ends with its access token; with credentials given, the desk signs in again and calls once more.
   */
  const asSupport = <A>(work: () => Promise<A>): Promise<A> =>
    attempt(async () => {
      await signedIn()
      try {
        return await work()
      } catch (error) {
        if (failureOf(error).code !== ExitCode.signedOut || options.credentials === undefined) throw error
        await login(options.credentials)
        return work()
      }
    })
  const machine = session.machine

  return {
    login,
    logout: () => attempt(logout),
    /** The signed-in user (signing in with the given credentials when no session is kept). */
    whoAmI: () => attempt(signedIn),
    /** Pending claims and creations, oldest first. */
    claims: (): Promise<ReadonlyArray<ShadowRecord>> => asSupport(() => shadowRecordsQuery(session.api).queryFn()),
    /** Accepts a claim or creation: its sender becomes the facility's owner. */
    acceptClaim: (id: number): Promise<ShadowRecord> =>
      asSupport(async () => (await runCommand(machine(readyMachines.shadowAcceptance), { id })) as ShadowRecord),
    /** Declines a claim or creation; its sender is mailed the reason. */
    declineClaim: (id: number, reason: string): Promise<void> =>
      asSupport(async () => {
        await submitForm(machine(readyMachines.declineReasonForm), { id }, { reason })
      }),
    /** The oldest opinion or answer waiting for moderation, or null when none waits. */
    nextOpinion: (): Promise<ModerationItem | null> =>
      asSupport(async () => (await moderationQueueQuery(session.api, defaultDeskFilter).queryFn()).items[0] ?? null),
    /** Publishes an opinion (`recommended`: the 'trusted' badge), or a facility's answer to it. */
    acceptOpinion: (id: number, part: ModeratedPart = "opinion", recommended = false): Promise<void> =>
      asSupport(async () => {
        if (part === "answer") await runCommand(machine(readyMachines.answerAcceptance), { id })
        else await runCommand(machine(readyMachines.opinionAcceptance), recommended ? { id, recommended } : { id })
      }),
    /** Rejects an opinion or a facility's answer; the author is mailed the reason. */
    rejectOpinion: (id: number, reason: string, part: ModeratedPart = "opinion"): Promise<void> =>
      asSupport(async () => {
        await submitForm(machine(readyMachines.rejectReasonForm), { id, kind: part }, { reason })
      }),
    /** One facility as support sees it: package, premium end date, badge, tags, owner. */
    facility: (id: number): Promise<SupportFacility> => asSupport(() => supportFacilityQuery(session.api, id).queryFn()),
    /**
     * Sets a facility's package through the support panel's facility form: a premium needs its
     * end date (`until`, `YYYY-MM-DD`, today or later; a premium already in force keeps its own
     * without one), another status ends the premium. Setting what is already set changes nothing.
     */
    setFacilityStatus: (id: number, status: FacilityStatus, until?: string): Promise<SupportFacility> =>
      asSupport(async () => {
        const facility = await supportFacilityQuery(session.api, id).queryFn()
        const values = until === undefined ? { status } : { status, premium_until: until }
        try {
          return (await submitForm(machine(readyMachines.supportFacilityForm), { facility, today: isoDateInWarsaw(new Date()) }, values)) as SupportFacility
        } catch (error) {
          if (failureOf(error).key === NO_CHANGES) return facility
          throw error
        }
      }),
    /** Sets a package limit's values through the support panel's limit form; the server enforces them at once. */
    setLimit: (id: number, values: LimitValues): Promise<UserLimitRecord> =>
      asSupport(async () => {
        const limit = (await userLimitsQuery(session.api).queryFn()).find((candidate) => candidate.id === id)
        if (limit === undefined) throw failureOfKey("ERROR_NOT_FOUND")
        const typed = Object.fromEntries(Object.entries(values).flatMap(([field, value]) => (value === undefined ? [] : [[field, String(value)]])))
        return (await submitForm(machine(readyMachines.userLimitForm), { limit }, typed)) as UserLimitRecord
      }),
    /** The package limits (a public read: no sign-in needed). */
    limits: (): Promise<ReadonlyArray<UserLimitRecord>> => attempt(() => userLimitsQuery(session.api).queryFn()),
    /** Every opinion of a facility (its id or slug), every status, as its runners and support read them. */
    opinionsOf: (facility: string): Promise<ReadonlyArray<FacilityOpinion>> =>
      asSupport(async () => {
        const opinions: Array<FacilityOpinion> = []
        for (let page: number | null = 1; page !== null;) {
          const answer: Awaited<ReturnType<ReturnType<typeof receivedOpinionsQuery>["queryFn"]>> =
            await receivedOpinionsQuery(session.api, facility, page).queryFn()
          opinions.push(...answer.items)
          page = answer.nextPage
        }
        return opinions
      }),
    /** Stops the session and releases the client. */
    dispose: () => session.dispose()
  }
}

export type Desk = ReturnType<typeof openDesk>
