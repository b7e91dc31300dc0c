import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { policyUse } from "../../policy/policy"
import { teacherZonePolicy } from "../../policy/teacherZonePolicy"
import { MaterialRepository } from "../../repositories/materialRepository"
import { TeacherEventRepository } from "../../repositories/teacherEventRepository"
import { requireViewer } from "../middleware/authentication"
import { TeacherZoneService } from "../services/teacherZoneService"
import { orNotFound } from "../../repositories/orNotFound"


/**
 * The teacher zone in the CMS (issue 19): content staff and support list every material and
 * event (drafts too), read, create, replace and delete them, each write audited; and upload a
 * material's files (not audited: a file is nobody's until a material, audited, takes its URL).
 */
export const CmsTeacherZoneHandlers = HttpApiBuilder.group(PociechaApi, "cmsTeacherZone", (handlers) =>
  Effect.gen(function*() {
    const materials = yield* MaterialRepository
    const events = yield* TeacherEventRepository
    const service = yield* TeacherZoneService
    const write = <A, E, R>(effect: Effect.Effect<A, E, R>) => effect.pipe(policyUse(auditPolicy.canRecordCms()))
    return handlers
      .handle("materials", ({ query }) => materials.cmsList({ q: query.q, page: query.page ?? 1 }).pipe(policyUse(teacherZonePolicy.canRead())))
      .handle("material", ({ params }) => Effect.flatMap(materials.cmsById(params.id), orNotFound).pipe(policyUse(teacherZonePolicy.canRead())))
      .handle("createMaterial", ({ payload }) =>
        Effect.flatMap(requireViewer, (editor) => service.saveMaterial(editor, null, payload))
          .pipe(policyUse(teacherZonePolicy.canWriteMaterial()), write))
      .handle("saveMaterial", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (editor) => service.saveMaterial(editor, params.id, payload))
          .pipe(policyUse(teacherZonePolicy.canWriteMaterial()), write))
      .handle("removeMaterial", ({ params }) =>
        Effect.flatMap(requireViewer, (editor) => service.removeMaterial(editor, params.id))
          .pipe(policyUse(teacherZonePolicy.canWriteMaterial()), write))
      .handle("uploadAttachment", ({ payload }) =>
        Effect.flatMap(requireViewer, (editor) => service.uploadAttachment(editor, payload.file))
          .pipe(policyUse(teacherZonePolicy.canWriteMaterial())))
      .handle("events", ({ query }) => events.cmsList({ q: query.q, page: query.page ?? 1 }).pipe(policyUse(teacherZonePolicy.canRead())))
      .handle("event", ({ params }) => Effect.flatMap(events.cmsById(params.id), orNotFound).pipe(policyUse(teacherZonePolicy.canRead())))
      .handle("createEvent", ({ payload }) =>
        Effect.flatMap(requireViewer, (editor) => service.saveEvent(editor, null, payload))
          .pipe(policyUse(teacherZonePolicy.canWriteEvent()), write))
      .handle("saveEvent", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (editor) => service.saveEvent(editor, params.id, payload))
          .pipe(policyUse(teacherZonePolicy.canWriteEvent()), write))
      .handle("removeEvent", ({ params }) =>
        Effect.flatMap(requireViewer, (editor) => service.removeEvent(editor, params.id))
          .pipe(policyUse(teacherZonePolicy.canWriteEvent()), write))
  }))
