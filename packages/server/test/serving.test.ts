import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeLegacyIdCodec } from "@pociecha/core"
import { markIndexHtml } from "../src/http/pages/appPage"
import { inlineStylesheets } from "../src/http/pages/inlineStylesheets"
import { DEMO_PASSWORD } from "../src/db/seed/demoAccounts"
import { type BytesResponse, request, requestBytes } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"

// Serving the built web app (packages/web/dist: run `pnpm build` first) and the headers every
// response carries.

let server: TestServer
let facility: { id: number; slug: string; name: string }
beforeAll(async () => {
  server = await startTestServer({ facilities: 200 })
  if (!existsSync(join(server.config.webDist, "index.html"))) throw new Error("No web build to serve: run `pnpm build` first.")
  const rows = await server.query<{ id: number; slug: string; name: string }>(
    "select id, slug, name from facilities where slug is not null and active and shadow_status is distinct from 'rejected' order by id limit 1"
  )
  facility = rows[0]!
})
afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) => requestBytes(server.baseUrl, path, { headers })
const text = (response: BytesResponse) => response.body.toString("utf8")
const json = (response: BytesResponse) => JSON.parse(text(response))
/** The page the server answers app routes with: the build's index.html, its styles inline, with its settings. */
const appPage = () => {
  const html = readFileSync(join(server.config.webDist, "index.html"), "utf8")
  const built = (path: string) => readFileSync(join(server.config.webDist, path), "utf8")
  return markIndexHtml(inlineStylesheets(html, built), server.config)
}
/** An asset of the build with this extension that was big enough to compress (a tiny one is kept as it is). */
const someAsset = (extension: string) => {
  const files = readdirSync(join(server.config.webDist, "assets"))
  const name = files.find((file) => file.endsWith(extension) && files.includes(`${file}.br`) && files.includes(`${file}.gz`))
  if (name === undefined) throw new Error(`no ${extension} in the web build`)
  return `/assets/${name}`
}

const expectAppPage = (response: BytesResponse, status: number) => {
  expect(response.status).toBe(status)
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
  expect(response.headers["content-encoding"]).toBeUndefined()
  expect(text(response)).toBe(appPage())
}

describe("app routes", () => {
  it("answer 200 with the plain page when the client accepts no encoding", async () => {
    const page = await get("/dla-placowek")
    expectAppPage(page, 200)
    // The build's stylesheets are in the page itself: its first paint waits for no other request.
    expect(text(page)).not.toMatch(/<link rel="stylesheet"/)
    const built = readFileSync(join(server.config.webDist, "index.html"), "utf8")
    const [, entryStylesheet] = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(built) ?? []
    expect(text(page)).toContain(`<style>${readFileSync(join(server.config.webDist, entryStylesheet!), "utf8")}</style>`)
    expect(page.headers["cache-control"]).toBe("no-cache")
    expect(page.headers.vary).toMatch(/accept-encoding/i)
    expectAppPage(await get("/"), 200)
  })

  it("answer the same page gzipped or in brotli, as the client accepts", async () => {
    const gzipped = await get("/stworz-placowke", { "accept-encoding": "gzip, deflate" })
    expect(gzipped.status).toBe(200)
    expect(gzipped.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(appPage())
    const brotli = await get("/stworz-placowke", { "accept-encoding": "gzip, deflate, br" })
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(brotli.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(brotliDecompressSync(brotli.body).toString("utf8")).toBe(appPage())
  })

  it("answer 304 when the browser's copy is current", async () => {
    const first = await get("/logowanie")
    const again = await get("/logowanie", { "if-none-match": String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it("mark the page non-production: noindex and the environment", async () => {
    const page = text(await get("/"))
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(page).toContain('<meta name="pociecha-env" content="test" />')
    expect(page).toContain(`<meta name="pociecha-tile-url" content="${server.config.tileUrl}" />`)
  })

  it("answer an unknown path with the page and 404, so the app shows its 404 page", async () => {
    expectAppPage(await get("/ta-strona-nie-istnieje"), 404)
    expectAppPage(await get("/szkoly/mazowieckie"), 404)
    expectAppPage(await get("/index.html"), 404)
  })

  it("say the language the app will show in <html lang> (BCP-47), as its cookie names it; Polish otherwise", async () => {
    const lang = (response: BytesResponse) => /<html lang="([^"]*)">/.exec(text(response))?.[1]
    for (const path of ["/", "/ta-strona-nie-istnieje", "/wszystkie-lokalizacje", `/placowka/${facility.slug}`]) {
      expect(lang(await get(path, { cookie: "a=1; pociecha_lang=ua" })), path).toBe("uk")
      expect(lang(await get(path, { cookie: "pociecha_lang=en" })), path).toBe("en")
      expect(lang(await get(path, { cookie: "pociecha_lang=de" })), path).toBe("pl")
      expect(lang(await get(path)), path).toBe("pl")
    }
    const ukrainian = await get("/", { cookie: "pociecha_lang=ua" })
    expect(ukrainian.headers.vary).toMatch(/cookie/i)
    // A browser's Polish copy is not current for a Ukrainian page.
    const polish = await get("/")
    expect((await get("/", { cookie: "pociecha_lang=ua", "if-none-match": String(polish.headers.etag) })).status).toBe(200)
  })

  it("answer HEAD as GET, and other methods with the catalogue's 404", async () => {
    const head = await requestBytes(server.baseUrl, "/logowanie", { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect((await requestBytes(server.baseUrl, "/api/v1/tag", { method: "HEAD" })).status).toBe(200)
    for (const path of ["/logowanie", "/api/v1/nie-ma"]) {
      const posted = await requestBytes(server.baseUrl, path, { method: "POST" })
      expect(posted.status, path).toBe(404)
      expect(json(posted).data.error.msg, path).toBe("ERROR_NOT_FOUND")
    }
  })
})

describe("files of the build", () => {
  it("are served precompressed, hashed assets cached for good", async () => {
    const path = someAsset(".js")
    const plain = await get(path)
    expect(plain.status).toBe(200)
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    const brotli = await get(path, { "accept-encoding": "br" })
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    const css = await get(someAsset(".css"), { "accept-encoding": "gzip" })
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8")
    expect(css.headers["content-encoding"]).toBe("gzip")
  })

  it("serve unhashed files as files, revalidated", async () => {
    const favicon = await get("/favicon.svg")
    expect(favicon.status).toBe(200)
    expect(favicon.headers["content-type"]).toBe("image/svg+xml; charset=utf-8")
    expect(favicon.headers["cache-control"]).toBe("no-cache")
    expect(text(favicon)).toContain("<svg")
  })

  it("answer a missing asset with a JSON 404, never the page", async () => {
    const missing = await get("/assets/nie-ma-takiego-pliku-123.js", { "accept-encoding": "gzip, br" })
    expect(missing.status).toBe(404)
    expect(missing.headers["content-type"]).toMatch(/^application\/json/)
    expect(json(missing)).toEqual({
      statusCode: 404,
      message: "The resource you are looking for was not found.",
      data: { error: { type: "error/not-found", msg: "ERROR_NOT_FOUND" } }
    })
  })
})

/** The read a page carries for the app's cache: its query key and the API's JSON. */
const servedRead = (html: string) => {
  const match = /<script type="application\/json" data-served-read="([^"]*)">([^<]*)<\/script>/.exec(html)
  if (match === null) throw new Error("the page holds no served read")
  return { key: JSON.parse(match[1]!.replace(/&quot;/g, '"')), data: JSON.parse(match[2]!) }
}

/** What the map page's served layer says about how the map opens (see mapPage.ts), or null. */
const servedMap = (html: string) => {
  const match = /<div class="served-map" aria-hidden="true" data-served-map="([^"]*)"><\/div>/.exec(html)
  return match === null ? null : JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&"))
}
const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`

describe("the map's page", () => {
  it("carries the built-in cities as the API answers them and the page's own styles, and leaves the map's code to the app", async () => {
    const page = await get("/wszystkie-lokalizacje?city=krakow", { "accept-encoding": "br" })
    expect(page.status).toBe(200)
    expect(page.headers["content-encoding"]).toBe("br")
    const html = brotliDecompressSync(page.body).toString("utf8")
    expect(servedRead(html)).toEqual({ key: ["geo-search", "cities"], data: json(await get("/api/geo-search/cities")) })
    const head = html.slice(0, html.indexOf("</head>"))
    expect(head).toMatch(/<style>[^<]*\.map-page__bar\{[^<]*\.served-map\{[^<]*<\/style>/)
    // Leaflet's styles come with the map's code, which the page does not fetch ahead of the app.
    expect(head).not.toContain(".leaflet-container")
    expect(head).not.toMatch(/modulepreload[^>]*(MapPage|leaflet)-/)
  })

  it("draws a built-in city's map as the app opens it: its box, the phone's box on a phone, the city zoom at most", async () => {
    const cities = json(await get("/api/geo-search/cities")) as Array<{ param: string; boundingbox: number[]; mobileBoundingbox: number[] }>
    const krakow = cities.find((city) => city.param === "krakow")!
    const box = ([south, north, west, east]: number[]) => ({ south, north, west, east })
    const html = text(await get("/wszystkie-lokalizacje?city=krakow&specialization=%5B%5D"))
    const root = html.slice(html.indexOf('<div id="root">'))
    expect(root).toMatch(/^<div id="root"><div class="boot-shell"[^>]*>Pociecha<\/div><div class="layout--env"><div class="map-page map-page--map" data-served-view>/)
    expect(servedMap(html)).toEqual({
      desktop: { kind: "fit", bounds: box(krakow.boundingbox), maxZoom: 14, fromZoom: 7 },
      mobile: { kind: "fit", bounds: box(krakow.mobileBoundingbox), maxZoom: 14, fromZoom: 7 },
      mobileQuery: "(max-width: 1023.98px)",
      minZoom: 5,
      maxZoom: 18,
      tileUrl: server.config.tileUrl
    })
  })

  it("draws the national map without a city, and nothing where the city is not built in (the app looks it up)", async () => {
    const national = { kind: "view", center: { lat: 52.23, lng: 19.23 }, zoom: 7 }
    expect(servedMap(text(await get("/wszystkie-lokalizacje")))).toMatchObject({ desktop: national, mobile: national })
    expect(servedMap(text(await get("/wszystkie-lokalizacje?city=")))).toMatchObject({ desktop: national, mobile: national })
    for (const path of ["/wszystkie-lokalizacje?city=nie-ma-takiego-miasta", "/wszystkie-lokalizacje?city=krakow&district=nie-ma"]) {
      const html = text(await get(path))
      expect(html, path).toContain('<div class="map-page map-page--map" data-served-view>')
      expect(servedMap(html), path).toBeNull()
      expect(html, path).not.toMatch(/<script>/)
    }
  })

  it("runs its one inline script under the policy, which allows that script by its hash and no other", async () => {
    const page = await get("/wszystkie-lokalizacje?city=warszawa")
    const scripts = [...text(page).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect(scripts).toHaveLength(1)
    const policy = String(page.headers["content-security-policy"])
    expect(policy).toContain(`script-src 'self' ${sha256(scripts[0]!)};`)
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    // The same policy everywhere: no other page has an inline script.
    expect((await get("/")).headers["content-security-policy"]).toBe(policy)
    expect(text(await get("/"))).not.toMatch(/<script>/)
  })
})

describe("facility profile URLs", () => {

  it("answer the canonical slug with the page holding the profile's first view, its read and its assets", async () => {
    const page = await get(`/placowka/${facility.slug}`)
    expect(page.status).toBe(200)
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(page.headers["cache-control"]).toBe("no-cache")
    const html = text(page)
    const profile = json(await get(`/api/facility/list/${facility.slug}`))
    // The header the app renders, with the name and address, inside #root before any script runs.
    const heading = html.indexOf(`<h1 class="facility-header__name">${profile.name}</h1>`)
    expect(heading).toBeGreaterThan(html.indexOf(`<div id="root">`))
    expect(html.indexOf(`<div id="root">`)).toBeGreaterThan(-1)
    expect(html).toContain(`<title>${profile.name}, ${profile.city} | Pociecha</title>`)
    // A link shared from the profile shows the facility, not the site's default.
    expect(html).toContain(`<meta property="og:title" content="${profile.name}, ${profile.city} | Pociecha" />`)
    expect(html).toMatch(new RegExp(`<meta property="og:description" content="[^"]*${profile.city}[^"]*" />`))
    // The server's PUBLIC_URL, then the canonical path (the test server's own is not its address).
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://[^"/]+/placowka/${facility.slug}" />`))
    expect(html.match(/property="og:title"/g)).toHaveLength(1)
    // The API's own answer under core's query key: the app needs no request for it.
    expect(servedRead(html)).toEqual({ key: ["facility", facility.slug], data: profile })
    // The page's own styles, inline: the view paints in them without another request.
    expect(html.slice(0, html.indexOf("</head>"))).toMatch(/<style>[^<]*\.facility-header__name\{[^<]*<\/style>/)
    // The build's manifest, which names them, is not served.
    expect((await get("/.vite/manifest.json")).status).toBe(404)
  })

  it("escape a facility's own text in the first view, the title and the read", async () => {
    const name = `Żłobek </script><script>alert(1)</script> & "Ala" <b> $& $1`
    await server.query("update facilities set name = $1 where id = $2", [name, facility.id])
    try {
      const html = text(await get(`/placowka/${facility.slug}`, { "accept-encoding": "identity" }))
      expect(html).not.toContain("<script>alert(1)")
      expect(html).toContain(`<h1 class="facility-header__name">Żłobek &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ala&quot; &lt;b&gt; $&amp; $1</h1>`)
      expect(servedRead(html).data.name).toBe(name)
      const gzipped = await get(`/placowka/${facility.slug}`, { "accept-encoding": "gzip" })
      expect(gzipped.headers["content-encoding"]).toBe("gzip")
      expect(gunzipSync(gzipped.body).toString("utf8")).toBe(html)
    } finally {
      await server.query("update facilities set name = $1 where id = $2", [facility.name, facility.id])
    }
  })

  it("redirect (301) another letter case of the slug, and the id, to the canonical URL, keeping the query", async () => {
    const upper = await get(`/placowka/${facility.slug.toUpperCase()}?opinia=1`)
    expect(upper.status).toBe(301)
    expect(upper.headers.location).toBe(`/placowka/${facility.slug}?opinia=1`)
    const byId = await get(`/placowka/${facility.id}`)
    expect(byId.status).toBe(301)
    expect(byId.headers.location).toBe(`/placowka/${facility.slug}`)
  })

  it("answer a facility that does not exist with the page and 404", async () => {
    expectAppPage(await get("/placowka/nie-ma-takiej-placowki"), 404)
    expectAppPage(await get("/placowka/999999999"), 404)
  })

  it("answer a legacy link (spec 2.5) with 404 when its id does not decode or names no facility", async () => {
    const legacy = makeLegacyIdCodec(server.config.hashidsSalt).encode(facility.id)
    expectAppPage(await get("/map/x?legacy=garbage"), 404)
    expectAppPage(await get(`/map/x?legacy=${makeLegacyIdCodec(server.config.hashidsSalt).encode(999_999_999)}`), 404)
    expectAppPage(await get("/map/nie-ma-takiej-placowki"), 404)
    expectAppPage(await get(`/map/x?legacy=${legacy}`), 200)
    expectAppPage(await get(`/map/${facility.slug}`), 200)
  })
})

describe("catalogue pages (spec 2.6)", () => {
  it("answer a voivodeship, city or district that exists with its served page, and one that does not with the page and 404", async () => {
    const [place] = await server.query<{ voivodeship: string; city: string; district: string }>(
      `select v.slug as voivodeship, t.slug as city, d.slug as district
       from districts d join towns t on t.id = d.town_id join voivodeships v on v.id = t.voivodeship_id order by d.id limit 1`
    )
    const { voivodeship, city, district } = place!
    for (const type of ["przedszkola", "zlobki"]) {
      // Their content is portalSeo.test.ts's business.
      for (const path of [`/${type}-miasta`, `/${type}/${voivodeship}`, `/${type}/${voivodeship}/${city}`, `/${type}/${voivodeship}/${city}/${district}`]) {
        const page = await get(path)
        expect(page.status, path).toBe(200)
        expect(text(page), path).toContain('<h1 class="catalog__title">')
      }
      expectAppPage(await get(`/${type}/nie-ma-takiego`), 404)
      expectAppPage(await get(`/${type}/${voivodeship}/nie-ma-takiego`), 404)
      expectAppPage(await get(`/${type}/${voivodeship}/${city}/nie-ma-takiej`), 404)
    }
  })
})

describe("malformed paths", () => {
  it("never fail the server: the app's 404 page outside /api", async () => {
    for (const path of ["/%E0%A4%A", "/placowka/%", "/assets/%zz.js"]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(text(response), path).toBe(appPage())
    }
  })

  it("are a 400 in the catalogue body under /api (and for other methods than GET)", async () => {
    for (const [method, path] of [["GET", "/api/v1/facility/%"], ["GET", "/api/%E0%A4%A"], ["POST", "/logowanie/%"]] as const) {
      const response = await requestBytes(server.baseUrl, path, { method })
      expect(response.status, path).toBe(400)
      expect(json(response).data.error, path).toEqual({ type: "error/bad-request", msg: "ERROR_BAD_REQUEST" })
    }
  })
})

describe("security headers", () => {
  const expectSecurityHeaders = (response: BytesResponse) => {
    const csp = String(response.headers["content-security-policy"])
    expect(csp).toContain("default-src 'self'")
    // Scripts of this origin and the map page's one inline script, by its hash.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/)
    expect(csp).not.toContain("'unsafe-eval'")
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/a\.tile\.openstreetmap\.org/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
    expect(response.headers["x-frame-options"]).toBe("DENY")
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(response.headers["permissions-policy"]).toContain("camera=()")
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin")
  }

  it("are on every response: page, asset, API JSON, API error, 404s, malformed paths", async () => {
    const responses = {
      page: await get("/"),
      asset: await get(someAsset(".js")),
      api: await get("/api/v1/tag"),
      apiError: await get("/api/v1/facility/999999999"),
      unknownApi: await get("/api/v1/nie-ma"),
      unknownPage: await get("/nie-ma"),
      malformed: await get("/api/%E0%A4%A"),
      redirect: await get(`/placowka/${facility.id}`)
    }
    expect(responses.api.status).toBe(200)
    expect(responses.apiError.status).toBe(404)
    for (const [name, response] of Object.entries(responses)) {
      expect(response.headers["content-security-policy"], name).toBeDefined()
      expectSecurityHeaders(response)
      expect(response.headers["strict-transport-security"], name).toBeUndefined()
    }
  })

  it("keep a person's own data out of caches", async () => {
    const login = await request(server.baseUrl, "POST", "/api/v1/account/login", {
      body: { email: "rodzic@pociecha.pl", password: DEMO_PASSWORD }
    })
    expect(login.status).toBe(200)
    expect(login.headers.get("cache-control")).toBe("no-store")
    const account = await request(server.baseUrl, "GET", `/api/v1/account/account/${login.body.id}`, { token: login.body.jwt })
    expect(account.status).toBe(200)
    expect(account.headers.get("cache-control")).toBe("no-store")
    const refused = await get(`/api/v1/account/account/${login.body.id}`)
    expect(refused.status).toBe(401)
    expect(refused.headers["cache-control"]).toBe("no-store")
    expect((await get("/api/v1/overview")).headers["cache-control"]).toBe("no-store")
    expect((await get("/api/dev/mailbox?to=x@example.com")).headers["cache-control"]).toBe("no-store")
    expect((await get("/api/v1/tag", { authorization: "Bearer x" })).headers["cache-control"]).toBe("no-store")
  })

  it("leave public caching alone", async () => {
    expect((await get("/api/v1/tag")).headers["cache-control"]).not.toBe("no-store")
    const asset = await get(someAsset(".js"), { authorization: "Bearer x" })
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
  })
})

describe("in production", () => {
  let production: TestServer
  beforeAll(async () => {
    production = await startTestServer({ facilities: 20, config: { appEnv: "production" } })
  })
  afterAll(() => production.close())

  it("sends HSTS and does not mark the page", async () => {
    const page = await requestBytes(production.baseUrl, "/")
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
    expect(text(page)).not.toContain('name="robots"')
    expect(text(page)).toContain('<meta name="pociecha-env" content="production" />')
    const api = await requestBytes(production.baseUrl, "/api/v1/nie-ma")
    expect(api.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
  })

  it("keeps every not-found page out of search engines: 404 with noindex", async () => {
    for (const path of ["/ta-strona-nie-istnieje", "/placowka/nie-ma-takiej", "/przedszkola/nie-ma-takiego", "/map/x?legacy=garbage"]) {
      const page = await requestBytes(production.baseUrl, path)
      expect(page.status, path).toBe(404)
      expect(text(page), path).toContain('<meta name="robots" content="noindex" />')
    }
  })
})
