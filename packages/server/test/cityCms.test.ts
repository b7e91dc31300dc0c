import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccount } from "../src/db/seed/demoAccounts"
import { accountsOf } from "./support/accounts"
import { bareWebBuild } from "./support/bareWebBuild"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

// The city CMS (management 2.10) over real HTTP: who may use it, the city list, a description
// saved sanitised and audited, and the catalogue's city page serving it in its HTML.

interface CmsCity {
  readonly id: number
  readonly name: string
  readonly param: string
  readonly voivodeship_param: string
  readonly has_description: boolean
}

interface CityPage {
  readonly items: ReadonlyArray<CmsCity>
  readonly itemsTotal: number
  readonly nextPage: number | null
}

let server: TestServer
let webBuild: ReturnType<typeof bareWebBuild>
let editor: string
let support: string
let parent: string
let krakow: number
const accounts = accountsOf(() => server.baseUrl)
const { call } = accounts

const signIn = accounts.demoToken

beforeAll(async () => {
  webBuild = bareWebBuild()
  server = await startTestServer({ facilities: 600, config: { ...manySignups, webDist: webBuild.dir } })
  ;[editor, support, parent] = [await signIn("content"), await signIn("support"), await signIn("parent")]
  const [town] = await server.query<{ id: number }>(
    "select t.id from towns t join voivodeships v on v.id = t.voivodeship_id where t.slug = 'krakow' and v.slug = 'malopolskie'"
  )
  krakow = town!.id
})
afterAll(async () => {
  await server.close()
  webBuild.remove()
})

const cities = async (query: string, token = editor): Promise<CityPage> => {
  const response = await call("GET", `/api/v1/cms/cities?${query}`, { token })
  expect(response.status).toBe(200)
  return response.body
}
const save = (cityId: number, description: unknown, token = editor) =>
  call("PUT", `/api/v1/cms/cities/${cityId}/description`, { token, body: { description } })

describe("who may use the city CMS", () => {
  it("lets content staff and support in, refuses a parent (403) and a guest (401)", async () => {
    expect((await call("GET", "/api/v1/cms/cities", { token: editor })).status).toBe(200)
    expect((await call("GET", "/api/v1/cms/cities", { token: support })).status).toBe(200)
    expect((await call("GET", "/api/v1/cms/cities", { token: parent })).status).toBe(403)
    expect((await call("GET", "/api/v1/cms/cities")).status).toBe(401)
    expect((await save(krakow, "<p>Nie.</p>", parent)).status).toBe(403)
  })

  it("gives content staff nothing of support's", async () => {
    expect((await call("GET", "/api/v1/support/opinions", { token: editor })).status).toBe(403)
    expect((await call("GET", "/api/v1/support/audit", { token: editor })).status).toBe(403)
  })
})

describe("the CMS's city list", () => {
  it("narrows to a voivodeship and a name, pages on the server, and says which cities have a description", async () => {
    const malopolskie = await cities("voivodeship=malopolskie")
    expect(malopolskie.items.length).toBeGreaterThan(0)
    expect(malopolskie.items.every((city) => city.voivodeship_param === "malopolskie")).toBe(true)
    const all = await cities("")
    expect(all.itemsTotal).toBeGreaterThan(malopolskie.itemsTotal)
    expect(all.items).toHaveLength(50)
    expect(all.nextPage).toBe(2)
    const second = await cities("page=2")
    expect(second.items[0]?.id).not.toBe(all.items[0]?.id)

    // Accents and case do not matter in the name.
    const found = await cities("voivodeship=malopolskie&q=KRAKOW")
    const city = found.items.find((item) => item.id === krakow)
    expect(city).toMatchObject({ name: "Kraków", param: "krakow" })
    await server.query("delete from city_descriptions where town_id = $1", [krakow])
    expect((await cities("voivodeship=malopolskie&q=krak")).items.find((item) => item.id === krakow)?.has_description).toBe(false)
    expect((await save(krakow, "<p>Królewskie miasto.</p>")).status).toBe(200)
    expect((await cities("voivodeship=malopolskie&q=krak")).items.find((item) => item.id === krakow)?.has_description).toBe(true)
  })

  it("lists nothing for an unknown voivodeship, and refuses a malformed page (400)", async () => {
    expect((await cities("voivodeship=atlantyda")).itemsTotal).toBe(0)
    expect((await call("GET", "/api/v1/cms/cities?page=0", { token: editor })).status).toBe(400)
  })
})

describe("a city's description", () => {
  it("is saved sanitised, read back, and kept in the audit trail before and after", async () => {
    await save(krakow, "<p>Wersja pierwsza.</p>")
    const response = await save(krakow, `<h2>Kraków</h2><p onclick="alert(1)">Stolica <strong>Małopolski</strong>.</p><script>alert(2)</script>`)
    expect(response.status).toBe(200)
    const clean = "<h2>Kraków</h2><p>Stolica <strong>Małopolski</strong>.</p>"
    expect(response.body).toMatchObject({ city_id: krakow, city: "Kraków", voivodeship_param: "malopolskie", description: clean })
    const read = await call("GET", `/api/v1/cms/cities/${krakow}/description`, { token: editor })
    expect(read.body.description).toBe(clean)

    const trail = await call("GET", "/api/v1/support/audit", { token: support })
    expect(trail.body.items[0]).toMatchObject({
      action: "city.description",
      actor: { email: demoAccount("content").email },
      before: { city: krakow, description: "<p>Wersja pierwsza.</p>" },
      after: { city: krakow, description: clean }
    })
  })

  it("answers 404 for no such city, and 400 for a description that is not text", async () => {
    expect((await save(2147483000, "<p>x</p>")).status).toBe(404)
    expect((await call("GET", "/api/v1/cms/cities/2147483000/description", { token: editor })).status).toBe(404)
    const bad = await save(krakow, 42)
    expect(bad.status).toBe(400)
    expect((await save(krakow, "x".repeat(100_001))).status).toBe(400)
  })

  it("is on the catalogue's city page as served, for crawlers, and in the app's read of it; not on a district's page", async () => {
    await save(krakow, `<p>Kraków — <em>miasto</em> dzieci.</p>`)
    const page = await fetch(`${server.baseUrl}/przedszkola/malopolskie/krakow`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain(`<div class="catalog__description rich-text"><p>Kraków — <em>miasto</em> dzieci.</p></div>`)
    const api = await call("POST", "/api/regions/voivodeships/cities/new_facilities", {
      body: { city_slug: "krakow", voivodeship_slug: "malopolskie", required_specialization: [] }
    })
    expect(api.body.description).toBe(`<p>Kraków — <em>miasto</em> dzieci.</p>`)
    const [district] = await server.query<{ slug: string }>("select slug from districts where town_id = $1 order by id limit 1", [krakow])
    const districtApi = await call("POST", "/api/regions/voivodeships/cities/new_facilities", {
      body: { city_slug: "krakow", voivodeship_slug: "malopolskie", required_specialization: [], district: district!.slug }
    })
    expect(districtApi.body.description).toBeNull()
  })
})
