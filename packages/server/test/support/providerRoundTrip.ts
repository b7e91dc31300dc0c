import { oauthStartPath, type Language, type OAuthProvider } from "@pociecha/core"
import { expect } from "vitest"
import type { HeadlessBrowser, Visit } from "./browser"

export interface RoundTripOptions {
  readonly next?: string
  readonly language?: Language
  /** At the provider: sign in and consent (the default), or decline. */
  readonly decide?: "approve" | "decline"
}

const MAX_HOPS = 20

const isOurCallback = (url: URL, ourOrigin: string) => url.origin === ourOrigin && url.pathname.endsWith("/callback")

/**
 * The first half of a sign-in as a browser makes it: our start, then the provider's login and
 * consent forms (submitted with `subject` as the login name), each redirect followed by hand with
 * the browser's cookies — up to the provider's redirect back to our callback, which is answered
 * unvisited (to visit as it is, changed, or in another browser).
 */
export const reachCallback = async (
  browser: HeadlessBrowser,
  ourOrigin: string,
  provider: OAuthProvider,
  subject: string,
  options: RoundTripOptions = {}
): Promise<URL> => {
  const start = await browser.visit(`${ourOrigin}${oauthStartPath(provider, { next: options.next ?? null, ...(options.language ? { language: options.language } : {}) })}`)
  expect(start.status, start.text).toBe(302)
  let step: Visit = start
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const location = step.location
    if (location === null) throw new Error(`no redirect from ${step.url.pathname} (${step.status}): ${step.text.slice(0, 300)}`)
    if (isOurCallback(location, ourOrigin)) return location
    step = await browser.visit(location)
    const form = /name="prompt" value="(\w+)"/.exec(step.text)?.[1]
    if (step.status === 200 && form !== undefined) {
      step = options.decide === "decline"
        ? await browser.visit(`${step.url.href}/abort`)
        : await browser.visit(step.url, { form: form === "login" ? { prompt: form, login: subject, password: "any" } : { prompt: form } })
    }
  }
  throw new Error(`no callback after ${MAX_HOPS} redirects`)
}

/** The second half: the browser visits our callback, which sends it into the app; where to. */
export const landAt = async (browser: HeadlessBrowser, callback: URL): Promise<URL> => {
  const answer = await browser.visit(callback)
  expect(answer.status, answer.text).toBe(302)
  expect(answer.location!.origin).toBe(callback.origin)
  return answer.location!
}

/** A whole sign-in; where our server finally sends the browser. */
export const signInThroughProvider = async (
  browser: HeadlessBrowser,
  ourOrigin: string,
  provider: OAuthProvider,
  subject: string,
  options: RoundTripOptions = {}
): Promise<URL> => landAt(browser, await reachCallback(browser, ourOrigin, provider, subject, options))
