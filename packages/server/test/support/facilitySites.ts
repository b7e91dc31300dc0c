import type { PublicationVisibility, WebPage } from "@pociecha/core"
import { expect } from "vitest"
import { type BytesResponse, requestBytes } from "./http"
import { opinionWorld, type Person } from "./opinions"
import { staffedFacilities } from "./staffedFacility"
import type { TestServer } from "./testServer"

/** A site's answer as a browser gets it: the bytes as sent (compressed, when the request asked for it) and their text. */
export interface SiteResponse extends BytesResponse {
  readonly text: string
}

/**
 * Facility websites as the site tests visit them over real HTTP: calls with the Host of a site,
 * premium facilities with an owner and a site of their own, their news, and signing a portal
 * account in on a site with the one-time code the portal issues.
 */
export const facilitySites = (server: () => TestServer) => {
  const world = opinionWorld(server)
  const staffed = staffedFacilities(server, world)
  const { call } = world

  /** A call to the server as a browser on the site's host sends it: Host set, optional cookie, other headers and form body. */
  const onHost = async (host: string, path: string, options: { method?: string; cookie?: string; form?: string; headers?: Record<string, string> } = {}): Promise<SiteResponse> => {
    const headers: Record<string, string> = { ...options.headers, host }
    if (options.cookie !== undefined) headers.cookie = options.cookie
    if (options.form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded"
    const response = await requestBytes(server().baseUrl, path, { method: options.method ?? "GET", headers, body: options.form })
    return { ...response, text: response.body.toString("utf8") }
  }

  /** The server's port: a site's host names it, as a browser's Host does. */
  const port = () => new URL(server().baseUrl).port

  /** The host a site named `name` answers on in a test server (SITE_DOMAIN is localhost there). */
  const hostOf = (site: WebPage) => `${site.name}.localhost:${port()}`

  const firstTemplate = async (): Promise<{ id: number; key: string }> => (await call("GET", "/api/v1/page-templates")).body[0]

  /** A premium facility with its owner and a new site under a name no other run took. */
  const ownSite = async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const name = `tecza-${crypto.randomUUID().slice(0, 8)}`
    const response = await call("POST", `/api/v1/web-pages/${facility.id}`, { token: owner.jwt, body: { template_id: (await firstTemplate()).id, name } })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const site: WebPage = response.body
    const profile = (await call("GET", `/api/facility/list/${facility.id}`)).body
    return { facility, owner, site, host: hostOf(site), name: profile.name as string }
  }

  /** A news item of the facility, written by `person`, with the attachments' URLs given (uploaded first). */
  const publish = async (person: Person, facilityId: number, title: string, visibility: PublicationVisibility, attachments: ReadonlyArray<string> = []) => {
    const response = await call("POST", `/api/facility/list/${facilityId}/publications`, {
      token: person.jwt,
      body: { title, content: "<p>Treść</p>", category: "relation", visibility, attachments }
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body as { id: number }
  }

  /** Asks the portal for a one-time code for the site, as the app does with the account's token: the site's /_signin URL. */
  const codeFor = async (person: Pick<Person, "jwt">, host: string, back = "/aktualnosci") => {
    const response = await call("POST", "/api/v1/web-pages/site-sign-in", { token: person.jwt, body: { site: host, back } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const redirect = new URL(response.body.redirect)
    expect(redirect.host).toBe(host)
    expect(redirect.pathname).toBe("/_signin")
    return redirect
  }

  /** Follows the site's /_signin URL as the browser would: the session cookie it sets, or the refusal. */
  const exchange = (host: string, redirect: URL) => onHost(host, redirect.pathname + redirect.search)

  /** The `site_session=…` pair a response set, ready to send back as a Cookie header. */
  const sessionOf = (response: SiteResponse) => response.headers["set-cookie"]?.[0]?.split(";")[0]

  /** Signs the person in on the site's host through the portal: the site's session cookie. */
  const signedInOn = async (person: Pick<Person, "jwt">, host: string) => {
    const traded = await exchange(host, await codeFor(person, host))
    expect(traded.status).toBe(303)
    return sessionOf(traded)!
  }

  return { world, staffed, call, onHost, port, hostOf, ownSite, publish, codeFor, exchange, sessionOf, signedInOn }
}
