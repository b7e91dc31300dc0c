import { beforeAll, expect } from "vitest"
import { demoAccount, type DemoAccount } from "../../src/db/seed/demoAccounts"
import { publicFacility } from "../../src/repositories/facilityRepository"
import { accountsOf } from "./accounts"
import type { TestServer } from "./testServer"

/** A signed-in person of a test. */
export interface Person {
  readonly id: string
  readonly email: string
  readonly jwt: string
}

/** A valid opinion body (the wizard's fields), about a facility. */
export const opinionBody = (facilityId: number, overrides: Record<string, unknown> = {}) => ({
  facility_id: facilityId,
  cleanliness: 5,
  staff: 4,
  food: 3,
  pros: "Ogród i zajęcia z rytmiki.",
  cons: "Mały parking.",
  comment: "Syn chodzi tu od roku i bardzo lubi swoje panie. Dużo zajęć na świeżym powietrzu.",
  name: "Ewa",
  surname: "Nowicka",
  ...overrides
})

/**
 * What the opinion, report and moderation tests do over real HTTP: people (new parents, the demo
 * support and teacher), facilities nobody has written about or runs, and the steps of an
 * opinion's life (write, decide, answer).
 */
export const opinionWorld = (server: () => TestServer) => {
  const accounts = accountsOf(() => server().baseUrl)
  const { call } = accounts
  const taken = new Set<number>()

  const signIn = async (email: string, password: string): Promise<Person> => {
    const { user, jwt } = await accounts.logIn(email, password)
    return { id: String(user.id), email, jwt }
  }

  /** A new, confirmed, signed-in account. */
  const newParent = async (): Promise<Person> => {
    const { email, password } = await accounts.signUpAndConfirm()
    return signIn(email, password)
  }

  const demo = (key: DemoAccount["key"]) => signIn(demoAccount(key).email, demoAccount(key).password)

  /**
   * The demo account, signed in before the tests of the file (or describe block) this is called
   * in, once the server is up; the tests use what is returned as the person.
   */
  const demoForTests = (key: DemoAccount["key"]): Person => {
    let person: Person | undefined
    beforeAll(async () => {
      person = await demo(key)
    })
    const signedIn = () => {
      if (person === undefined) throw new Error(`the demo ${key} is used before signing in`)
      return person
    }
    return {
      get id() {
        return signedIn().id
      },
      get email() {
        return signedIn().email
      },
      get jwt() {
        return signedIn().jwt
      }
    }
  }

  /**
   * The first facility `select` finds (it leaves out the ids in $1), not handed out before in this
   * file: a test has it to itself.
   */
  const untakenFacility = async <A extends { readonly id: number }>(what: string, select: string): Promise<A> => {
    const [facility] = await server().query<A>(select, [[...taken]])
    expect(facility, what).toBeDefined()
    taken.add(facility!.id)
    return facility!
  }

  /** A public facility no opinion is about and nobody runs, not handed out before in this file. */
  const quietFacility = () =>
    untakenFacility<{ id: number; slug: string | null; name: string }>(
      "a facility left to write about",
      `select f.id, f.slug, f.name from facilities f
       where ${publicFacility} and f.slug is not null and f.id <> all($1::int[])
         and not exists (select 1 from opinions o where o.facility_id = f.id)
         and not exists (select 1 from facility_members m where m.facility_id = f.id)
       order by f.id limit 1`
    )

  /** Makes the person a member of the facility with an accepted role. */
  const makeMember = (person: Person, facilityId: number, role: "OWNER" | "ADMIN" | "teacher" | "parent") =>
    server().query(
      `insert into facility_members (facility_id, account_id, role, status) values ($1, $2, $3, 'accepted')
       on conflict (facility_id, account_id) do update set role = excluded.role, status = 'accepted'`,
      [facilityId, person.id, role]
    )

  /** A facility with a new account as its owner. */
  const ownedFacility = async () => {
    const facility = await quietFacility()
    const owner = await newParent()
    await makeMember(owner, facility.id, "OWNER")
    return { facility, owner }
  }

  const write = (person: Person, facilityId: number, overrides: Record<string, unknown> = {}) =>
    call("POST", "/api/v1/opinion", { token: person.jwt, body: opinionBody(facilityId, overrides) })

  /** Writes an opinion and expects it taken: its id. */
  const written = async (person: Person, facilityId: number, overrides: Record<string, unknown> = {}) => {
    const response = await write(person, facilityId, overrides)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body.id as number
  }

  /** A moderator's call on an opinion ('accept', 'reject') or its answer ('answer/accept', 'answer/reject'). */
  const decide = (moderator: Person, opinionId: number, action: string, body: unknown = {}) =>
    call("POST", `/api/v1/support/opinions/${opinionId}/${action}`, { token: moderator.jwt, body })

  const decided = async (moderator: Person, opinionId: number, action: string, body: unknown = {}) => {
    const response = await decide(moderator, opinionId, action, body)
    expect(response.status, JSON.stringify(response.body)).toBe(204)
  }

  /** An opinion by a new parent, accepted by the moderator. */
  const published = async (moderator: Person, facilityId: number, overrides: Record<string, unknown> = {}) => {
    const author = await newParent()
    const id = await written(author, facilityId, overrides)
    await decided(moderator, id, "accept")
    return { id, author }
  }

  const answer = (person: Person, opinionId: number, content: string) =>
    call("POST", `/api/v1/opinion/${opinionId}/answer`, { token: person.jwt, body: { content } })

  /** A profile's published opinions, page by page. */
  const profilePage = async (facilityRef: number | string, page = 1) => {
    const response = await call("GET", `/api/facility/list/${facilityRef}/opinions?page=${page}`)
    expect(response.status).toBe(200)
    return response.body
  }

  return { call, mailTo: accounts.mailTo, newParent, demo, demoForTests, untakenFacility, quietFacility, makeMember, ownedFacility, write, written, decide, decided, published, answer, profilePage }
}
