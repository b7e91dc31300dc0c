import { everyone, supportOnly, type Case } from "./matrixWorld"

/** Each role's attempt writes from its own address: the per-address allowance is the abuse tests' business. */
const address = (attempt: { attempt: number }) => `matrix.sales.${attempt.attempt}@example.pl`

/** A request to mark: each role's attempt has its own. */
const request = async (world: Parameters<NonNullable<Case["prepare"]>>[0]) => {
  const [row] = await world.server.query<{ id: number }>(
    "insert into sales_requests (kind, email) values ('presentation', 'matrix.handled@example.pl') returning id::int as id")
  return { id: row!.id }
}

/** Forms to the product team (issue 19): anyone sends one; support lists them and marks them handled. */
export const salesRequestCases: Readonly<Record<string, Case>> = {
  "salesRequests.lead": {
    method: "POST",
    path: () => "/api/v1/lead",
    body: (_world, attempt) => ({
      name_surname: "Anna Kowalska", email: address(attempt), phone: "600 100 200", facility_name: "Przedszkole Słoneczko", position: "Dyrektorka"
    }),
    expected: everyone(201)
  },
  "salesRequests.presentation": {
    method: "POST",
    path: () => "/api/v1/presentation",
    body: (_world, attempt) => ({ email: address(attempt) }),
    expected: everyone(201)
  },
  "salesRequests.list": { method: "GET", path: () => "/api/v1/support/sales-requests?page=1", expected: supportOnly(200) },
  "salesRequests.markHandled": {
    method: "PATCH",
    path: (_world, attempt) => `/api/v1/support/sales-requests/${String(attempt.prepared.id)}`,
    prepare: (world) => request(world),
    body: () => ({ handled: true }),
    expected: supportOnly(200)
  }
}
