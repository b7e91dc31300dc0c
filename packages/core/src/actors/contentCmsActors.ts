import type { BlogPostPayload } from "../api/blog"
import type { MaterialPayload, TeacherEventPayload } from "../api/teacherZoneCms"
import type { ApiCaller } from "../client/pociechaClient"
import type { AttachmentUploadRequest } from "../machines/attachmentsInput.machine"
import type { SaveContentInput } from "../machines/contentForm.machine"
import { callActor } from "./callActor"
import { fileForm } from "./fileForm"

/** The CMS's saves of content (issue 19): a new entry, or one replaced whole; its deletions, by id; and a material's files. */
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
    removeEvent: callActor(client, (api, id: number) => api.cmsTeacherZone.removeEvent({ params: { id } })),
    /** attachmentsInputMachine's `upload` for a material: the file as the multipart part `file`. */
    uploadMaterialAttachment: callActor(client, (api, { file }: AttachmentUploadRequest) => {
      if (!(file instanceof Blob)) throw new TypeError("an attachment upload needs the picked file itself")
      return api.cmsTeacherZone.uploadAttachment({ payload: fileForm(file, file.name) })
    })
  }
}
