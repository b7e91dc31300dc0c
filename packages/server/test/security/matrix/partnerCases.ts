import { everyone, supportOnly, type Case, type MatrixWorld } from "./matrixWorld"

/** A partner support made for the attempt, for the attempt to revoke. */
const newPartner = async (world: MatrixWorld) => {
  const response = await world.call("POST", "/api/v1/support/partners", { token: world.sessions.support.jwt, body: { name: "Partner" } })
  return { partner: response.body.id as number }
}

/**
 * Partner apps (management 8): support manages their keys; account creation answers to a partner
 * key only — no role's session stands in for one, so every role without a key gets 401.
 */
export const partnerCases: Readonly<Record<string, Case>> = {
  "partners.createAccount": {
    method: "POST",
    path: () => "/api/v1/partner/account",
    body: (world, { attempt }) => ({
      kind: "parent",
      facility_id: world.facilityId,
      email: `partner.matrix.${attempt}@example.pl`,
      name: "Marta",
      surname: "Kowalczyk"
    }),
    expected: everyone(401)
  },
  "partners.list": { method: "GET", path: () => "/api/v1/support/partners", expected: supportOnly(200) },
  "partners.create": { method: "POST", path: () => "/api/v1/support/partners", body: () => ({ name: "Partner" }), expected: supportOnly(201) },
  "partners.revoke": {
    method: "DELETE",
    prepare: newPartner,
    path: (_world, { prepared }) => `/api/v1/support/partners/${String(prepared.partner)}`,
    expected: supportOnly(204)
  }
}
