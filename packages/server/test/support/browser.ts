interface StoredCookie {
  readonly value: string
  readonly path: string
}

/** One answer as a browser sees it before following it. */
export interface Visit {
  readonly url: URL
  readonly status: number
  /** Where a redirect goes, resolved against the visited URL; null when it is not a redirect. */
  readonly location: URL | null
  readonly text: string
  readonly headers: Headers
}

const isRedirect = (status: number) => status >= 300 && status < 400

/**
 * A browser without a window, for flows that cross sites: plain fetch that follows nothing by
 * itself, and a cookie jar per origin that honours each cookie's Path and Max-Age — so what the
 * server's cookies are scoped to is what decides whether they come back.
 */
export const headlessBrowser = () => {
  const jars = new Map<string, Map<string, StoredCookie>>()
  const jarOf = (url: URL) => {
    let jar = jars.get(url.origin)
    if (jar === undefined) jars.set(url.origin, (jar = new Map()))
    return jar
  }

  const keep = (url: URL, setCookie: string) => {
    const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim())
    const separator = pair.indexOf("=")
    const name = pair.slice(0, separator)
    const value = pair.slice(separator + 1)
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
    const jar = jarOf(url)
    if (attribute("max-age") === "0" || value === "") {
      jar.delete(name)
      return
    }
    jar.set(name, { value, path: attribute("path") ?? "/" })
  }

  /** The Cookie header the browser would send to a URL. */
  const cookieHeader = (url: URL) =>
    [...jarOf(url).entries()]
      .filter(([, cookie]) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith("/") ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ")

  /** One request, its cookies sent and kept; a redirect is reported, not followed. */
  const visit = async (
    target: string | URL,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}
  ): Promise<Visit> => {
    const url = new URL(target)
    const headers: Record<string, string> = { ...init.headers }
    const cookie = cookieHeader(url)
    if (cookie !== "") headers.cookie = cookie
    const body = init.form === undefined ? undefined : new URLSearchParams(init.form)
    const response = await fetch(url, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body: body ?? null, redirect: "manual" })
    for (const setCookie of response.headers.getSetCookie()) keep(url, setCookie)
    const location = response.headers.get("location")
    return {
      url,
      status: response.status,
      location: isRedirect(response.status) && location !== null ? new URL(location, url) : null,
      text: await response.text(),
      headers: response.headers
    }
  }

  /** The value of a cookie the browser keeps for an origin, if any. */
  const cookie = (origin: string, name: string) => jars.get(new URL(origin).origin)?.get(name)?.value ?? null

  /** Changes a kept cookie, as someone tampering with their own browser would. */
  const setCookie = (origin: string, name: string, value: string) => {
    const url = new URL(origin)
    const kept = jarOf(url).get(name)
    jarOf(url).set(name, { value, path: kept?.path ?? "/" })
  }

  return { visit, cookie, setCookie, cookieHeader }
}

export type HeadlessBrowser = ReturnType<typeof headlessBrowser>
