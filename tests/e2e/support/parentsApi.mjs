// What a parent's specs prepare or check through the real API (no SQL): signing in for a bearer
// token, finding facilities, writing and moderating opinions, reporting.
import { DEMO_PASSWORD, demoAccounts } from "./accounts.mjs"
import { url } from "./browser.mjs"
import { take } from "./taken.mjs"

/**
 * Calls the API as `token`'s account (or a guest; `headers` adds others, e.g. a partner's key)
 * and returns the decoded JSON; throws on an unexpected status.
 */
export async function callApi(method, path, { token = null, headers = {}, body, expect = [200, 201, 204] } = {}) {
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token === null ? {} : { authorization: `Bearer ${token}` })
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  if (!expect.includes(response.status)) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return { status: response.status, body: text === "" ? null : JSON.parse(text) }
}

/** An access token of the account, signed in through the API. */
export async function signIn(email, password = DEMO_PASSWORD) {
  const { body } = await callApi("POST", "/v1/account/login", { body: { email, password } })
  return body.jwt
}

/** Facilities of the seed, page by page, until `pick` has found `count` of them. */
async function findFacilities(count, pick) {
  const found = []
  for (let page = 1; found.length < count && page <= 60; page++) {
    const { body } = await callApi("GET", `/v1/facility/list?limit=50&page=${page}`)
    for (const facility of body.items) if (found.length < count && pick(facility)) found.push(facility)
    if (body.nextPage === null) break
  }
  if (found.length < count) throw new Error(`the seed has fewer than ${count} such facilities`)
  return found
}

/**
 * A facility nobody has rated yet, so a new opinion's score is the facility's score; taken for
 * the calling test (see taken.mjs), never handed to another.
 */
export async function facilityWithoutOpinions() {
  const [facility] = await findFacilities(1, (item) => item.opinions_count === 0 && item.slug !== null && take("facility", item.id))
  return facility
}

/** `count` facilities with at least `atLeast` published opinions, taken for the calling test. */
export async function facilitiesWithOpinions(count, atLeast = 1) {
  return findFacilities(count, (item) => item.opinions_count >= atLeast && item.slug !== null && take("facility", item.id))
}

/** The facility's published opinions, newest first (the first page). */
export async function publishedOpinions(facilityId) {
  const { body } = await callApi("GET", `/facility/list/${facilityId}/opinions`)
  return body.items
}

/** Support accepts the pending opinion whose comment is `comment`. */
export async function acceptOpinion(comment) {
  const token = await signIn(demoAccounts.support)
  // Newest first: the opinion just written heads the desk.
  const { body: queue } = await callApi("GET", "/v1/support/opinions?order=newest", { token })
  const item = queue.items.find((entry) => entry.kind === "opinion" && entry.comment === comment)
  if (item === undefined) throw new Error(`no pending opinion '${comment.slice(0, 40)}…' on the moderation desk`)
  await callApi("POST", `/v1/support/opinions/${item.id}/accept`, { token, body: {} })
  return item.id
}

/** Reports 'opinion:<id>' or 'answer:<id>' as `token`'s account. */
export const report = (token, target, reason = "spam", content = "") =>
  callApi("POST", "/v1/report", { token, body: { target, reason, content } })

/**
 * Support accepts the opinion the author (signed in with `email` and `password`) wrote about the
 * facility, found by id through the author's own list: the desk shows only the oldest pending
 * items, which a large seed fills.
 */
export async function acceptAuthorsOpinion(email, password, facilityId) {
  const { body: mine } = await callApi("GET", "/v1/opinion/mine", { token: await signIn(email, password) })
  const opinion = mine.find((item) => item.facility_id === facilityId)
  if (opinion === undefined) throw new Error(`${email} has no opinion of facility ${facilityId}`)
  await callApi("POST", `/v1/support/opinions/${opinion.id}/accept`, { token: await signIn(demoAccounts.support), body: {} })
  return opinion.id
}

/** A facility one of whose published opinions has the facility's published answer, with that opinion; taken for the calling test. */
export async function facilityWithAnswer() {
  for (const facility of await findFacilities(40, (item) => item.opinions_count > 0 && item.slug !== null)) {
    const answered = (await publishedOpinions(facility.id)).find((opinion) => opinion.answer !== null)
    if (answered !== undefined && take("facility", facility.id)) return { facility, opinion: answered }
  }
  throw new Error("the seed has no published answer to report")
}
