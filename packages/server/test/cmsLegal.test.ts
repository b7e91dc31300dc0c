import { isoDateInWarsaw } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { accountsOf } from "./support/accounts"
import { errorOf } from "./support/http"
import { opinionWorld } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

// Legal texts written in the CMS (issue 19): each save publishes a new version (an old one never
// changes), sanitised and audited, in force from its day on; signed-in people are asked once to
// accept a new version of the regulations.

const server = serverForTests(() => ({ facilities: 20, config: manySignups }))
const world = opinionWorld(() => server)
const content = world.demoForTests("content")
const parent = world.demoForTests("parent")
const { call, signUpAndConfirm, logIn } = accountsOf(() => server.baseUrl)

// Days as Poland counts them: the versions in force are counted so, also between 23:00 and 24:00 UTC.
const today = () => isoDateInWarsaw(new Date())
const daysFromToday = (days: number) => isoDateInWarsaw(new Date(Date.now() + days * 86_400_000))
const publish = (kind: string, body: Record<string, unknown>, token = content.jwt) =>
  call("POST", `/api/v1/cms/legal/${kind}`, { token, body })

describe("publishing a legal text in the CMS", () => {
  it("publishes the next version, sanitised, leaves the old one as it was, and keeps it in the audit trail", async () => {
    const before = await call("GET", "/api/v1/legal/cookies")
    const answer = await publish("cookies", {
      title: "Informacja o plikach cookies",
      body_html: "<h2>Cookies</h2><p>Nowa treść<script>alert(1)</script></p>",
      published_on: today()
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ kind: "cookies", version: before.body.version + 1, title: "Informacja o plikach cookies", published_on: today() })
    expect(answer.body.body_html).toBe("<h2>Cookies</h2><p>Nowa treść</p>")
    expect((await call("GET", "/api/v1/legal/cookies")).body.version).toBe(answer.body.version)
    const versions = (await call("GET", "/api/v1/legal/cookies/versions")).body.versions as ReadonlyArray<{ version: number; title: string }>
    expect(versions.find((version) => version.version === before.body.version)?.title).toBe(before.body.title)
    const [entry] = await server.query<{ action: string; after: { kind: string; version: number } }>(
      "select action, after from support_audit where actor_id = $1 order by id desc limit 1", [content.id])
    expect(entry).toMatchObject({ action: "legal.publish", after: { kind: "cookies", version: answer.body.version } })
  })

  it("keeps a version dated ahead out of force until its day", async () => {
    const current = (await call("GET", "/api/v1/legal/owu")).body
    const ahead = await publish("owu", { title: "OWU 2027", body_html: "<p>Od przyszłego roku</p>", published_on: daysFromToday(40) })
    expect(ahead.status).toBe(200)
    expect((await call("GET", "/api/v1/legal/owu")).body.version).toBe(current.version)
  })

  it("refuses a day already past, an empty title and a missing text, and publishes nothing", async () => {
    const count = async () => (await server.query<{ n: number }>("select count(*)::int as n from legal_documents"))[0]!.n
    const before = await count()
    const past = await publish("privacy", { title: "Polityka", body_html: "<p>Tekst</p>", published_on: daysFromToday(-1) })
    expect(past.status).toBe(400)
    expect(errorOf(past).data.error.schema).toEqual({ published_on: ["LEGAL_DATE_PAST"] })
    const empty = await publish("privacy", { title: " ", published_on: "2026-02-30" })
    expect(Object.keys(errorOf(empty).data.error.schema ?? {}).sort()).toEqual(["body_html", "published_on", "title"])
    expect(await count()).toBe(before)
  })

  it("is content staff's and support's: 401 for a guest, 403 for a parent", async () => {
    const body = { title: "Regulamin", body_html: "<p>x</p>", published_on: daysFromToday(400) }
    expect((await call("POST", "/api/v1/cms/legal/regulations", { body })).status).toBe(401)
    expect((await publish("regulations", body, parent.jwt)).status).toBe(403)
  })
})

describe("a new version of the regulations", () => {
  it("is asked for at each person's next sign-in until they accept it, then never again", async () => {
    const { email, password } = await signUpAndConfirm()
    expect((await logIn(email, password)).user.pending_consents).toEqual([])
    const published = await publish("regulations", { title: "Regulamin serwisu Pociecha", body_html: "<p>Nowe zasady</p>", published_on: today() })
    expect(published.status).toBe(200)
    const { user, jwt } = await logIn(email, password)
    expect(user.pending_consents).toEqual([{ kind: "regulations", version: published.body.version }])
    const accepted = await call("POST", "/api/v1/account/consents", { token: jwt, body: { accepted: user.pending_consents } })
    expect(accepted.body).toEqual({ pending_consents: [] })
    expect((await logIn(email, password)).user.pending_consents).toEqual([])
  })
})
