import type { BlogPostPayload } from "../api/blog"
import type { MaterialPayload, TeacherEventPayload } from "../api/teacherZoneCms"
import type { ApiCaller } from "../client/pociechaClient"
import type { SaveContentInput } from "../machines/contentForm.machine"
import { callActor } from "./callActor"

/** The CMS's saves of content (issue 19): a new entry, or one replaced whole; and its deletions, by id. */
export function contentCmsActors(client: ApiCaller) {
  return {
    saveBlogPost: callActor(client, (api, { id, payload }: SaveContentInput<BlogPostPayload>) =>
      id === null ? api.cmsBlog.create({ payload }) : api.cmsBlog.update({ params: { id }, payload })),
    saveMaterial: callActor(client, (api, { id, payload }: SaveContentInput<MaterialPayload>) =>
      id === null ? api.cmsTeacherZone.createMaterial({ payload }) : api.cmsTeacherZone.saveMaterial({ params: { id }, payload })),
    saveEvent: callActor(client, (api, { id, payload }: SaveContentInput<TeacherEventPayload>) =>
      id === null ? api.cmsTeacherZone.createEvent({ payload }) : api.cmsTeacherZone.saveEvent({ params: { id }, payload })),
    removeBlogPost: callActor(client, (api, id: number) => api.cmsBlog.remove({ params: { id } })),
    removeMaterial: callActor(client, (api, id: number) => api.cmsTeacherZone.removeMaterial({ params: { id } })),
    removeEvent: callActor(client, (api, id: number) => api.cmsTeacherZone.removeEvent({ params: { id } }))
  }
}
