import { apiError, permissionNames, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { EmployeeRepository, type EmployeePhoto } from "../../repositories/employeeRepository"
import { FileStorage } from "../../storage/fileStorage"
import { AVATAR_IMAGE, encodeSquareImage } from "../../storage/imageEncoding"
import { fileUrl, newStorageKey } from "../../storage/storageKey"
import { discardFiles, encodeUpload, storeThenCommit } from "../../storage/uploadedImages"
import { requireFacilityPermission } from "./facilityEditor"

const employeeNotFound = () => apiError("ERROR_EMPLOYEE_NOT_FOUND")

/**
 * The staff (management 2.4): its editors — `facility-data/write` on the facility, or support —
 * add, change and delete employees and give them a photo (a square JPEG, as an avatar). An
 * employee of another facility is not found. A replaced or deleted photo's file goes once the
 * change is committed; a change that fails leaves no new file behind.
 */
export const EmployeesHandlers = HttpApiBuilder.group(PociechaApi, "employees", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const employees = yield* EmployeeRepository
    const files = yield* FileStorage
    const abuse = yield* AbuseGuard

    const requireEditor = (ref: string) => requireFacilityPermission(sql, ref, permissionNames.FACILITY_DATA_WRITE)

    /** Points the employee at a photo (or none); once committed, the photo it had is deleted. */
    const swapPhoto = (facilityId: number, employeeId: number, photo: EmployeePhoto | null) =>
      Effect.gen(function*() {
        const swapped = yield* inTransaction(sql, employees.swapPhoto(facilityId, employeeId, photo))
        if (swapped === null) return yield* Effect.fail(employeeNotFound())
        yield* discardFiles(files, [swapped.previousKey])
        return swapped.employee
      })

    return handlers
      .handle("list", ({ params }) => Effect.flatMap(requireEditor(params.id), ({ facility }) => employees.list(facility.id)))
      .handle("add", ({ params, payload }) =>
        Effect.flatMap(requireEditor(params.id), ({ facility }) => employees.add(facility.id, payload)))
      .handle("update", ({ params, payload }) =>
        Effect.gen(function*() {
          const { facility } = yield* requireEditor(params.id)
          const updated = yield* employees.update(facility.id, params.employee, payload)
          return updated ?? (yield* Effect.fail(employeeNotFound()))
        }))
      .handle("remove", ({ params }) =>
        Effect.gen(function*() {
          const { facility } = yield* requireEditor(params.id)
          const removed = yield* employees.remove(facility.id, params.employee)
          if (removed === undefined) return yield* Effect.fail(employeeNotFound())
          yield* discardFiles(files, [removed.photo_key])
        }))
      .handle("uploadPhoto", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility } = yield* requireEditor(params.id)
          yield* abuse.spend("imageUploadsPerUser", viewer.accountId)
          const image = yield* encodeUpload(payload.file, (bytes) => encodeSquareImage(bytes, AVATAR_IMAGE))
          const key = newStorageKey(`staff/${facility.id}`, "jpg")
          return yield* storeThenCommit(files, [{ key, bytes: image, contentType: "image/jpeg" }], swapPhoto(facility.id, params.employee, { url: fileUrl(key), key }))
        }))
      .handle("removePhoto", ({ params }) =>
        Effect.flatMap(requireEditor(params.id), ({ facility }) => swapPhoto(facility.id, params.employee, null)))
  }))
