import { ownerPermissions, permissionNames } from "@pociecha/core"
import { demoAccount, demoFacility } from "../../../src/db/seed/demoAccounts"
import { accountsOf } from "../../support/accounts"
import type { TestServer } from "../../support/testServer"

/**
 * The roles of the permission matrix. "This facility" is the demo owner's premium kindergarten:
 * the owner runs it, the teacher is its confirmed teacher, the moderator teacher a confirmed
 * teacher the owner made a moderator of its pages, the parent its confirmed parent; another
 * parent has nothing to do with it; the owner of another runs a different facility. Content
 * staff (the demo editor) use the city CMS and are a plain user with no facility everywhere else.
 */
export const roles = ["guest", "parent", "anotherParent", "teacher", "moderatorTeacher", "owner", "ownerOfAnother", "support", "content"] as const
export type Role = (typeof roles)[number]
export type SignedInRole = Exclude<Role, "guest">

export interface Session {
  readonly id: string
  readonly jwt: string
}

/** What the cases aim at: the facility, the sessions of every role, and records made for the run. */
export interface MatrixWorld {
  readonly facilityId: number
  readonly facilitySlug: string
  /** A facility none of the roles has anything to do with. */
  readonly otherFacilityId: number
  readonly sessions: Record<SignedInRole, Session>
  readonly call: ReturnType<typeof accountsOf>["call"]
  readonly signUpAndConfirm: ReturnType<typeof accountsOf>["signUpAndConfirm"]
  readonly logIn: ReturnType<typeof accountsOf>["logIn"]
  readonly server: TestServer
}

/** Expected statuses for every role. */
export type Expected = Readonly<Record<Role, number>>

/**
 * One endpoint's case. `path` and `body` get the world and the attempt's number (each role's
 * call is an attempt, so calls that abuse limits count per address, or that use a record up, can
 * make one each); `prepare` runs before each role's attempt and may create what the call needs.
 */
export interface Case {
  readonly method: string
  readonly path: (world: MatrixWorld, attempt: AttemptContext) => string
  readonly body?: (world: MatrixWorld, attempt: AttemptContext) => unknown
  /** A multipart/form-data body instead of JSON (uploads). */
  readonly form?: (world: MatrixWorld, attempt: AttemptContext) => FormData
  readonly prepare?: (world: MatrixWorld, role: Role, attempt: number) => Promise<Record<string, unknown>>
  readonly expected: Expected
}

/** What one role's attempt knows: its number, its role, and what `prepare` made for it. */
export interface AttemptContext {
  readonly attempt: number
  readonly role: Role
  readonly prepared: Record<string, unknown>
}

export const everyone = (status: number): Expected =>
  Object.fromEntries(roles.map((role) => [role, status])) as Record<Role, number>
export const signedIn = (status: number): Expected => ({ ...everyone(status), guest: 401 })
/** Only support staff: 403 for every other signed-in role. */
export const supportOnly = (status: number): Expected => ({ ...everyone(403), guest: 401, support: status })
/** The city CMS's staff: content staff and support; 403 for every other signed-in role. */
export const cmsStaff = (status: number): Expected => ({ ...everyone(403), guest: 401, support: status, content: status })
/** Those who run this facility: its owner and support. */
export const facilityRunners = (status: number): Expected => ({ ...everyone(403), guest: 401, owner: status, support: status })

/** Builds the world: logs every demo role in, makes the other parent and the owner of another facility. */
export async function buildMatrixWorld(server: TestServer): Promise<MatrixWorld> {
  const { call, signUpAndConfirm, logIn } = accountsOf(() => server.baseUrl)
  const demo = async (key: "parent" | "teacher" | "owner" | "support" | "content") => {
    const { user, jwt } = await logIn(demoAccount(key).email, demoAccount(key).password)
    return { id: user.id as string, jwt }
  }
  const [facility] = await server.query<{ id: number }>("select id from facilities where slug = $1", [demoFacility.slug])
  const others = await server.query<{ id: number }>(
    "select id from facilities f where not exists (select 1 from facility_members m where m.facility_id = f.id) and f.id <> $1 order by id limit 2",
    [facility!.id]
  )
  const [otherFacility, ownedByAnother] = others
  const anotherParent = await signUpAndConfirm()
  const ownerOfAnother = await signUpAndConfirm()
  const moderatorTeacher = await signUpAndConfirm()
  const parent = await demo("parent")
  const teacher = await demo("teacher")
  await server.query(
    `insert into facility_members (facility_id, account_id, role, status, permissions) values
       ($1, $2, 'parent', 'accepted', '{}'), ($1, $3, 'teacher', 'accepted', '{}'), ($4, $5, 'OWNER', 'accepted', $7),
       ($1, $6, 'teacher', 'accepted', $8)
     on conflict (facility_id, account_id) do update set role = excluded.role, status = 'accepted', permissions = excluded.permissions`,
    [
      facility!.id, parent.id, teacher.id, ownedByAnother!.id, ownerOfAnother.id, moderatorTeacher.id,
      `{${ownerPermissions.join(",")}}`, `{${permissionNames.FACILITY_PUBLICATIONS_WRITE}}`
    ]
  )
  // Logged in after the memberships exist, though each call reads them from the database anyway.
  const sessions: Record<SignedInRole, Session> = {
    parent,
    anotherParent: { id: anotherParent.id, jwt: (await logIn(anotherParent.email, anotherParent.password)).jwt },
    teacher,
    moderatorTeacher: { id: moderatorTeacher.id, jwt: (await logIn(moderatorTeacher.email, moderatorTeacher.password)).jwt },
    owner: await demo("owner"),
    ownerOfAnother: { id: ownerOfAnother.id, jwt: (await logIn(ownerOfAnother.email, ownerOfAnother.password)).jwt },
    support: await demo("support"),
    content: await demo("content")
  }
  return {
    facilityId: facility!.id,
    facilitySlug: demoFacility.slug,
    otherFacilityId: otherFacility!.id,
    sessions,
    call,
    signUpAndConfirm,
    logIn,
    server
  }
}
