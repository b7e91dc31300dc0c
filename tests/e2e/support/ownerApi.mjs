// What the owner-tab specs prepare through the real API (no SQL): a new account that claims an
// unverified facility and runs it once support accepts the claim, and its members.
import { createConfirmedAccount, demoAccounts } from "./accounts.mjs"
import { url } from "./browser.mjs"
import { twoColourPng } from "./images.mjs"
import { callApi, signIn } from "./parentsApi.mjs"
import { take } from "./taken.mjs"

/**
 * An unverified facility of the seed that nobody runs or claims, as the public reads it; taken for
 * the calling test. `withNeighbours` asks for one whose town has other facilities too, for a test
 * that needs a filter to narrow the town's map; `among` picks it from these facilities (e.g. what
 * a map search found), in their order.
 */
export async function unclaimedFacility({ withNeighbours = false, among = null } = {}) {
  if (among !== null) {
    for (const item of among) {
      if (item.status !== "unknown" || !take("facility", item.id)) continue
      const { body: profile } = await callApi("GET", `/facility/list/${item.id}`)
      if (profile.facility_owner_account_id === null && profile.shadow_status === null) return profile
    }
    throw new Error("none of these facilities is unclaimed and unverified")
  }
  const facilitiesInTown = new Map()
  for (let page = 1; page <= 20; page++) {
    const { body } = await callApi("GET", `/v1/facility/list?limit=50&page=${page}`)
    for (const item of body.items) facilitiesInTown.set(item.city_slug, (facilitiesInTown.get(item.city_slug) ?? 0) + 1)
    for (const item of body.items) {
      if (item.status !== "unknown" || item.shadow_status !== null || item.slug === null) continue
      if (withNeighbours && facilitiesInTown.get(item.city_slug) < 3) continue
      if (!take("facility", item.id)) continue
      const { body: profile } = await callApi("GET", `/facility/list/${item.id}`)
      if (profile.facility_owner_account_id === null) return profile
    }
  }
  throw new Error("the seed has no unclaimed unverified facility")
}

/**
 * A new account that claims an unverified facility (`POST v1/shadow`, a PNG extract of the
 * register as its document), the claim waiting for support. Returns the account (e-mail,
 * password), the facility and the shadow record. `which` picks the facility as {@link unclaimedFacility} does.
 */
export async function newClaimant(which = {}) {
  const account = await createConfirmedAccount({ name: "Dorota", surname: "Dyrektorska" })
  const facility = await unclaimedFacility(which)
  const { body: tags } = await callApi("GET", "/v1/tag")
  // The facility keeps its type; one without any takes the first.
  const specialization = facility.specialization.length > 0
    ? facility.specialization
    : tags.filter((tag) => tag.type === "specialization").slice(0, 1).map((tag) => tag.id)
  const data = {
    facility_id: facility.id,
    name: facility.name,
    specialization,
    city: facility.city_slug,
    voivodeship: facility.voivodeship_slug,
    post_code: facility.post_code ?? "00-001",
    street: facility.street ?? "ul. Testowa",
    building_number: facility.building_number ?? "1",
    apartment_number: null,
    phone: "600 100 200",
    lat: facility.location.lat,
    lng: facility.location.lng
  }
  const form = new FormData()
  form.append("data", JSON.stringify(data))
  form.append("documents", new Blob([twoColourPng(64, 64)], { type: "image/png" }), "wypis.png")
  const response = await fetch(url("/api/v1/shadow"), { method: "POST", body: form, headers: { authorization: `Bearer ${await signIn(account.email, account.password)}` } })
  if (response.status !== 201) throw new Error(`the claim answered ${response.status}: ${await response.text()}`)
  return { ...account, facility, shadow: await response.json() }
}

/**
 * A new account that runs a facility of its own: its claim ({@link newClaimant}) accepted by
 * support. Returns the account (e-mail, password, a fresh token with its new permissions) and the facility.
 */
export async function newFacilityOwner(which = {}) {
  const { shadow, ...claimant } = await newClaimant(which)
  await callApi("POST", `/v1/shadow/${shadow.id}/accept`, { token: await signIn(demoAccounts.support) })
  return { ...claimant, token: await signIn(claimant.email, claimant.password) }
}

/** Support moves a facility to another package (management 4: how is not shown; here, support's call). */
export async function setFacilityStatus(facilityId, status) {
  await callApi("PATCH", `/v1/support/facility/${facilityId}/status`, { token: await signIn(demoAccounts.support), body: { status } })
}

/** A new account subscribed to the facility as a parent or a teacher, waiting to be confirmed. */
export async function newSubscriber(facilityId, role, names) {
  const account = await createConfirmedAccount(names)
  const token = await signIn(account.email, account.password)
  await callApi("POST", `/facility/list/${facilityId}/membership`, { token, body: { role } })
  return { ...account, token }
}

/**
 * A new teacher of the facility whom its owner (`ownerToken`) confirmed and made a moderator of
 * its pages (management 2.4 teachers, 6: facility-publications/write). Signed in afterwards, so
 * its token carries the permission.
 */
export async function newModerator(facilityId, ownerToken, names) {
  const teacher = await newSubscriber(facilityId, "teacher", names)
  const { body: account } = await callApi("POST", "/v1/account/login", { body: { email: teacher.email, password: teacher.password } })
  await callApi("PATCH", `/facility/list/${facilityId}/members/${account.id}`, { token: ownerToken, body: { status: "accepted" } })
  await callApi("PATCH", `/facility/list/${facilityId}/members/${account.id}/permissions`, { token: ownerToken, body: { moderator: true } })
  return { ...teacher, token: await signIn(teacher.email, teacher.password) }
}
