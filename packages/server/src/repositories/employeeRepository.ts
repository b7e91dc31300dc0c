import { apiError, type Employee, type EmployeePatch, type EmployeePayload } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"

const employeeColumns = "id, photo, name, position"

/** A facility's staff in its order, as the profile and the editors see it. */
export const employeesStatement = (sql: SqlClient.SqlClient, facilityId: number) =>
  sql<Employee>`select ${sql.literal(employeeColumns)} from facility_employees where facility_id = ${facilityId} order by sort_order, id`

/** A photo of an employee: where it is served, and its storage key. */
export interface EmployeePhoto {
  readonly url: string
  readonly key: string
}

const makeEmployeeRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const list = (facilityId: number) => employeesStatement(sql, facilityId)

  const manage = policyRequire("employee", "manage")

  /** An employee of another facility, or none, is not found: 404 ERROR_EMPLOYEE_NOT_FOUND. */
  const orNotFound = <A>(row: A | undefined) => (row === undefined ? Effect.fail(apiError("ERROR_EMPLOYEE_NOT_FOUND")) : Effect.succeed(row))

  /** A new employee at the end of the staff. */
  const add = (facilityId: number, employee: EmployeePayload) =>
    manage(Effect.map(
      sql<Employee>`
        insert into facility_employees (facility_id, name, position, sort_order)
        select ${facilityId}, ${employee.name}, ${employee.position}, coalesce(max(sort_order) + 1, 0)
        from facility_employees where facility_id = ${facilityId}
        returning ${sql.literal(employeeColumns)}`,
      (rows) => rows[0]!
    ))

  /** Changes an employee of the facility; 404 ERROR_EMPLOYEE_NOT_FOUND when it has no such employee. */
  const update = (facilityId: number, employeeId: number, patch: EmployeePatch) =>
    manage(Effect.flatMap(
      sql<Employee>`
        update facility_employees set name = coalesce(${patch.name ?? null}, name), position = coalesce(${patch.position ?? null}, position)
        where id = ${employeeId} and facility_id = ${facilityId}
        returning ${sql.literal(employeeColumns)}`,
      (rows) => orNotFound(rows[0])
    ))

  /** Deletes an employee of the facility: the storage key of their photo (null for none); 404 when there was no such employee. */
  const remove = (facilityId: number, employeeId: number) =>
    manage(Effect.flatMap(
      sql<{ photo_key: string | null }>`
        delete from facility_employees where id = ${employeeId} and facility_id = ${facilityId} returning photo_key`,
      (rows) => orNotFound(rows[0])
    ))

  /**
   * Gives an employee of the facility a photo (or none), reading the one it had under a row lock,
   * so that two changes at once cannot both keep theirs: the employee and the replaced photo's
   * key; 404 when the facility has no such employee. Call inside a transaction.
   */
  const swapPhoto = (facilityId: number, employeeId: number, photo: EmployeePhoto | null) =>
    manage(Effect.gen(function*() {
      const [row] = yield* sql<{ photo_key: string | null }>`
        select photo_key from facility_employees where id = ${employeeId} and facility_id = ${facilityId} for update`
      const held = yield* orNotFound(row)
      const [employee] = yield* sql<Employee>`
        update facility_employees set photo = ${photo?.url ?? null}, photo_key = ${photo?.key ?? null}
        where id = ${employeeId} returning ${sql.literal(employeeColumns)}`
      return { employee: employee!, previousKey: held.photo_key }
    }))

  return repository({ list, add, update, remove, swapPhoto })
})

/** The staff of facilities (management 2.4). */
export class EmployeeRepository extends Context.Service<EmployeeRepository, Effect.Success<typeof makeEmployeeRepository>>()(
  "@pociecha/server/EmployeeRepository"
) {
  static readonly layer = Layer.effect(EmployeeRepository, makeEmployeeRepository)
}
