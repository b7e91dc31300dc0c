import { PociechaApi, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { EmployeePolicy } from "../../policy/employeePolicy"
import { EmployeeRepository, type EmployeePhoto } from "../../repositories/employeeRepository"
import { FacilityRepository, type FacilityFacts } from "../../repositories/facilityRepository"
import { FileStorage } from "../../storage/fileStorage"
import { AVATAR_IMAGE, encodeSquareImage } from "../../storage/imageEncoding"
import { fileUrl, newStorageKey } from "../../storage/storageKey"
import { discardFiles, encodeUpload, storeThenCommit } from "../../storage/uploadedImages"
import { authorizedOnFacility } from "./authorizedOnFacility"

/**
 * The staff (management 2.4): its editors — `facility-data/write` on the facility, or support —
 * add, change and delete employees and give them a photo (a square JPEG, as an avatar). An
 * employee of another facility is not found. A replaced or deleted photo's file goes once the
 * change is committed; a change that fails leaves no new file behind.
 */
export const EmployeesHandlers = HttpApiBuilder.group(PociechaApi, "employees", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const facilities = yield* FacilityRepository
    const employees = yield* EmployeeRepository
    const policies = yield* EmployeePolicy
    const files = yield* FileStorage
    const abuse = yield* AbuseGuard

    /** The staff of the facility a route names, once the caller may manage it. */
    const onStaff = <A, E, R>(ref: string, use: (facility: FacilityFacts, caller: ViewerClaims) => Effect.Effect<A, E, R>) =>
      authorizedOnFacility(facilities, ref, policies.canManage, use)

    /** Points the employee at a photo (or none); once committed, the photo it had is deleted. */
    const swapPhoto = (facilityId: number, employeeId: number, photo: EmployeePhoto | null) =>
      Effect.gen(function*() {
        const swapped = yield* inTransaction(sql, employees.swapPhoto(facilityId, employeeId, photo))
        yield* discardFiles(files, [swapped.previousKey])
        return swapped.employee
      })

    return handlers
      .handle("list", ({ params }) => onStaff(params.id, (facility) => employees.list(facility.id)))
      .handle("add", ({ params, payload }) => onStaff(params.id, (facility) => employees.add(facility.id, payload)))
      .handle("update", ({ params, payload }) => onStaff(params.id, (facility) => employees.update(facility.id, params.employee, payload)))
      .handle("remove", ({ params }) =>
        onStaff(params.id, (facility) =>
          Effect.flatMap(employees.remove(facility.id, params.employee), (removed) => discardFiles(files, [removed.photo_key]))))
      .handle("uploadPhoto", ({ params, payload }) =>
        onStaff(params.id, (facility, caller) =>
          Effect.gen(function*() {
            yield* abuse.spend("imageUploadsPerUser", caller.accountId)
            const image = yield* encodeUpload(payload.file, (bytes) => encodeSquareImage(bytes, AVATAR_IMAGE))
            const key = newStorageKey(`staff/${facility.id}`, "jpg")
            return yield* storeThenCommit(files, [{ key, bytes: image, contentType: "image/jpeg" }], swapPhoto(facility.id, params.employee, { url: fileUrl(key), key }))
          })))
      .handle("removePhoto", ({ params }) => onStaff(params.id, (facility) => swapPhoto(facility.id, params.employee, null)))
  }))
