// What the My-account, settings and moderation specs prepare through the real API: fresh parents
// with a bearer token, opinions about a facility, the demo owner's answers and replies, support's
// decisions. Built on parentsApi's calls.
import { createConfirmedAccount, DEMO_PASSWORD, demoAccounts } from "./accounts.mjs"
import { callApi, signIn } from "./parentsApi.mjs"

/** A new, confirmed account signed in through the API: its e-mail, password and token. */
export async function newParent(names = {}) {
  const account = await createConfirmedAccount(names)
  return { ...account, token: await signIn(account.email, account.password) }
}

/** A comment of at least 50 characters no other test writes: the moderation desk is shared. */
export function uniqueComment(about) {
  return `${about}: dzieci są zadbane, a panie zawsze mają czas na rozmowę z rodzicami. [${Math.random().toString(36).slice(2, 10)}]`
}

/** Writes a pending opinion about the facility as `token`'s account; returns its id. */
export async function writeOpinion(token, facilityId, comment) {
  const { body } = await callApi("POST", "/v1/opinion", {
    token,
    body: { facility_id: facilityId, cleanliness: 5, staff: 4, food: 4, pros: "Duży ogród", cons: "Mały parking", comment, name: "Ewa", surname: "Testowa" }
  })
  return body.id
}

/**
 * Support's decision on an opinion, by its id: the desk lists only the oldest waiting items, and
 * the seed keeps hundreds waiting, so a new opinion is decided through the API.
 */
export async function decideOpinion(opinionId, decision) {
  const support = await signIn(demoAccounts.support)
  const [verdict, body] = decision.reject === undefined ? ["accept", {}] : ["reject", { reason: decision.reject }]
  await callApi("POST", `/v1/support/opinions/${opinionId}/${verdict}`, { token: support, body })
}

/** Writes an opinion and has support accept it; returns its id. */
export async function publishedOpinion(token, facilityId, comment) {
  const opinionId = await writeOpinion(token, facilityId, comment)
  await decideOpinion(opinionId, {})
  return opinionId
}

/** The waiting opinions at the head of the moderation desk (oldest first), as support reads them. */
export async function oldestPendingOpinions(count) {
  const { body: queue } = await callApi("GET", "/v1/support/opinions", { token: await signIn(demoAccounts.support) })
  return queue.items.filter((item) => item.kind === "opinion").slice(0, count)
}

/** The demo owner, signed in: the token and the facility they run (the seed's premium kindergarten). */
export async function demoOwner() {
  const { body } = await callApi("POST", "/v1/account/login", { body: { email: demoAccounts.owner, password: DEMO_PASSWORD } })
  const [facility] = body.facilities
  if (facility === undefined) throw new Error("the demo owner runs no facility")
  return { token: body.jwt, facility }
}

/** The owner answers an opinion about their facility, and support publishes the answer. */
export async function publishedAnswer(ownerToken, opinionId, content) {
  await callApi("POST", `/v1/opinion/${opinionId}/answer`, { token: ownerToken, body: { content } })
  const support = await signIn(demoAccounts.support)
  await callApi("POST", `/v1/support/opinions/${opinionId}/answer/accept`, { token: support })
}

/** A parent's question to a facility; returns the thread's id. */
export async function askQuestion(token, facilityId, content) {
  const { body } = await callApi("POST", "/v1/user-question", { token, body: { facility_id: facilityId, topic: "fees", content } })
  return body.id
}

/** A message in a thread, by whoever `token` is (the parent, or the facility's runner). */
export const writeInThread = (token, threadId, content) => callApi("POST", `/v1/user-question/${threadId}/message`, { token, body: { content } })

/** Whether the API lets the account in with this password: 200 yes, 401 no. */
export async function loginStatus(email, password) {
  const { status } = await callApi("POST", "/v1/account/login", { body: { email, password }, expect: [200, 401, 403] })
  return status
}
