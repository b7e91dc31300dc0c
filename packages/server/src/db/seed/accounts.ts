import { ownerPermissions } from "@pociecha/core"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { hashPassword } from "../../auth/password"
import { insertRows, pgArray } from "./batches"
import { demoAccount, demoAccounts } from "./demoAccounts"
import type { SeededFacility } from "./facilities"
import { drawOpinion } from "./opinions"
import { makeRandom, stableUuid } from "./random"

const ACCOUNT_SEED = 20_260_003
const DAY = 86_400_000


/** Account ids come from the e-mail, so they are the same in every database. */
export const accountId = (email: string): string => stableUuid(`account:${email}`)

/**
 * The demo accounts and what makes them useful: the owner runs the demo facility (which gets
 * 3 accepted and 2 pending opinions), the teacher belongs to a registered facility in the same
 * city, the parent has written two accepted opinions.
 */
export const seedAccounts = (
  facilities: ReadonlyArray<SeededFacility>,
  demoFacilityId: number,
  referenceDate: Date
) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const random = makeRandom(ACCOUNT_SEED)
    const hashes = yield* Effect.promise(() => Promise.all(demoAccounts.map((a) => hashPassword(a.password))))
    yield* insertRows("accounts", demoAccounts.map((account, index) => ({
      id: accountId(account.email),
      email: account.email,
      password_hash: hashes[index] as string,
      name: account.name,
      surname: account.surname,
      type: account.type,
      status: "active",
      language: "pl",
      created_at: new Date(referenceDate.getTime() - 365 * DAY)
    })))
    // Signed up as anyone does: with the regulations and privacy notice in force accepted.
    yield* sql`insert into consents (account_id, kind, version, context)
      select a.id, d.kind, d.version, 'signup'
      from accounts a
      cross join (select distinct on (kind) kind, version from legal_documents
        where kind in ('regulations', 'privacy') order by kind, version desc) d
      where a.id in ${sql.in(demoAccounts.map((account) => accountId(account.email)))}`

    const owner = accountId(demoAccount("owner").email)
    const teacher = accountId(demoAccount("teacher").email)
    const parent = demoAccount("parent")
    const demo = facilities.find((f) => f.id === demoFacilityId) as SeededFacility
    const sameCity = facilities.filter((f) => f.townId === demo.townId && f.id !== demo.id)
    const teachersFacility = sameCity.find((f) => f.status === "registered")
      ?? facilities.find((f) => f.status === "registered" && f.id !== demo.id) ?? demo

    yield* insertRows("facility_members", [
      { facility_id: demo.id, account_id: owner, role: "OWNER", permissions: pgArray(ownerPermissions), status: "accepted" },
      { facility_id: teachersFacility.id, account_id: teacher, role: "teacher", permissions: "{}", status: "accepted" }
    ])
    yield* sql`update facilities set account_id = ${owner}, facility_owner_account_id = ${owner} where id = ${demo.id}`

    const recent = (days: number) => new Date(referenceDate.getTime() - days * DAY)
    const parentsFacilities = sameCity.filter((f) => f.createdAt < recent(120)).slice(0, 2)
    const opinions = [
      ...[40, 25, 12].map((days) => drawOpinion(random, demo, referenceDate, "accepted", recent(days))),
      ...[3, 1].map((days) => drawOpinion(random, demo, referenceDate, "pending", recent(days))),
      ...parentsFacilities.map((facility, index) => ({
        ...drawOpinion(random, facility, referenceDate, "accepted", recent(60 + index * 30)),
        account_id: accountId(parent.email),
        author_name: parent.name,
        author_surname: parent.surname,
        rating_cleanliness: 5,
        rating_staff: 5,
        rating_food: 4,
        comment: "Córka chodzi tu od dwóch lat i bardzo to sobie chwali. Panie są cierpliwe, a zajęcia ciekawe."
      }))
    ]
    yield* insertRows("opinions", opinions)
    return { accounts: demoAccounts.length, members: 2, opinions: opinions.length }
  })
