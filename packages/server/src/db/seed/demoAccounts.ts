/** The password of every demo account. */
export const DEMO_PASSWORD = "Pociecha2026!"

/** A demo account the seed creates (status 'active', language 'pl'). */
export interface DemoAccount {
  readonly key: "parent" | "teacher" | "owner" | "support" | "content"
  readonly email: string
  readonly password: string
  readonly name: string
  readonly surname: string
  readonly type: "user" | "support" | "content"
  /** What the account is for, for the README and test reports. */
  readonly role: string
}

/** The demo accounts: for the README, integration tests and end-to-end tests. */
export const demoAccounts: ReadonlyArray<DemoAccount> = [
  {
    key: "parent",
    email: "rodzic@pociecha.pl",
    password: DEMO_PASSWORD,
    name: "Anna",
    surname: "Kowalska",
    type: "user",
    role: "Parent: has written two accepted opinions about facilities in Kraków."
  },
  {
    key: "teacher",
    email: "nauczyciel@pociecha.pl",
    password: DEMO_PASSWORD,
    name: "Katarzyna",
    surname: "Nowak",
    type: "user",
    role: "Teacher: member (role 'teacher') of a registered facility."
  },
  {
    key: "owner",
    email: "dyrektor@pociecha.pl",
    password: DEMO_PASSWORD,
    name: "Marek",
    surname: "Wiśniewski",
    type: "user",
    role: "Owner (role 'OWNER') of the premium facility 'Przedszkole Niepubliczne „Pociecha”' in Kraków, "
      + "which has 2 pending opinions."
  },
  {
    key: "support",
    email: "wsparcie@pociecha.pl",
    password: DEMO_PASSWORD,
    name: "Tomasz",
    surname: "Zieliński",
    type: "support",
    role: "Support staff (type 'support'): moderation and verification."
  },
  {
    key: "content",
    email: "redakcja@pociecha.pl",
    password: DEMO_PASSWORD,
    name: "Ewa",
    surname: "Lewandowska",
    type: "content",
    role: "Content staff (type 'content'): writes the cities' descriptions in the CMS (/cms)."
  }
]

/** Finds a demo account by its key. */
export const demoAccount = (key: DemoAccount["key"]): DemoAccount =>
  demoAccounts.find((account) => account.key === key) as DemoAccount

/** The facility the demo owner runs. */
export const demoFacility = {
  name: "Przedszkole Niepubliczne „Pociecha”",
  slug: "przedszkole-niepubliczne-pociecha-krakow",
  city: "Kraków",
  citySlug: "krakow",
  voivodeshipSlug: "malopolskie"
} as const
