import { facilityRunners, signedIn, type Case, type MatrixWorld, type Role } from "./matrixWorld"

/** A child's birth date three years back: well within 0–7 years whatever today is. */
const threeYearsAgo = () => {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - 3)
  return date.toISOString().slice(0, 10)
}

/** The parent's application to this facility for a child of the attempt's own (one open application a child). */
export const parentsApplication = async (world: MatrixWorld, _role: Role, attempt: number) => {
  const [application] = await world.server.query<{ id: number }>(
    `insert into applications (facility_id, account_id, parent_name, parent_surname, parent_phone, address, child_name, child_surname, child_birth_date)
     values ($1, $2, 'Anna', 'Kowalska', '600100200', 'ul. Krótka 1, Kraków', $3, 'Kowalski', $4) returning id`,
    [world.facilityId, world.sessions.parent.id, `Dziecko ${attempt}`, threeYearsAgo()]
  )
  return { application: application!.id }
}

/** Recruitment applications (spec 2.9, 3.10): anyone signed in applies; those who run the facility read and move them. */
export const applicationCases: Readonly<Record<string, Case>> = {
  "applications.apply": {
    method: "POST",
    path: () => "/api/v1/application",
    body: (world) => ({
      facility_id: world.facilityId,
      parent_name: "Anna",
      parent_surname: "Kowalska",
      parent_phone: "600 100 200",
      address: "ul. Krótka 1, Kraków",
      child_name: "Jaś",
      child_surname: "Kowalski",
      child_birth_date: threeYearsAgo()
    }),
    expected: signedIn(201)
  },
  "applications.mine": { method: "GET", path: () => "/api/v1/application/mine", expected: signedIn(200) },
  "applications.received": {
    method: "GET",
    path: (world) => `/api/facility/list/${world.facilitySlug}/applications`,
    expected: facilityRunners(200)
  },
  "applications.setStatus": {
    method: "PATCH",
    prepare: parentsApplication,
    path: (world, { prepared }) => `/api/facility/list/${world.facilityId}/applications/${String(prepared.application)}`,
    body: () => ({ status: "contacted" }),
    expected: facilityRunners(200)
  }
}
