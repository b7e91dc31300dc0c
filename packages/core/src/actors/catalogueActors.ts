import type { PageTemplatePayload } from "../api/webPages"
import type { TagPayload, UserLimitPatch } from "../api/supportCatalogue"
import type { ApiCaller } from "../client/pociechaClient"
import type { CroppedJpeg } from "../machines/photoInput.machine"
import { callActor } from "./callActor"
import { jpegForm } from "./fileForm"

/** What the tag form sends: the tag edited (null: a new one) and its fields. */
export interface TagSaveInput {
  readonly id: string | null
  readonly tag: TagPayload
}

/** What the limit form sends: the limit and its values. */
export interface LimitSaveInput {
  readonly id: number
  readonly values: UserLimitPatch
}

/** What the template form sends: the template edited (null: a new one) and its fields. */
export interface TemplateSaveInput {
  readonly id: number | null
  readonly template: typeof PageTemplatePayload.Type
}

/** Removing a tag: `force` detaches it from the facilities and news items that use it. */
export interface TagRemoveInput {
  readonly id: string
  readonly force: boolean
}

/**
 * The support panel's catalogue calls (issue 18), as actors: the forms' `send` (a save creates
 * or changes), the `run` of each removal, and templateImageMachine's `upload`.
 */
export function catalogueActors(client: ApiCaller) {
  return {
    saveTag: callActor(client, (api, { id, tag }: TagSaveInput) =>
      id === null ? api.supportCatalogue.createTag({ payload: tag }) : api.supportCatalogue.updateTag({ params: { id }, payload: tag })),
    removeTag: callActor(client, (api, { id, force }: TagRemoveInput) =>
      api.supportCatalogue.removeTag({ params: { id }, query: force ? { force: "true" } : {} })),
    saveLimit: callActor(client, (api, { id, values }: LimitSaveInput) => api.supportCatalogue.updateLimit({ params: { id }, payload: values })),
    saveTemplate: callActor(client, (api, { id, template }: TemplateSaveInput) =>
      id === null ? api.pageTemplates.create({ payload: template }) : api.pageTemplates.update({ params: { id }, payload: template })),
    removeTemplate: callActor(client, (api, { id }: { readonly id: number }) => api.pageTemplates.remove({ params: { id } })),
    uploadTemplateImage: callActor(client, (api, jpeg: CroppedJpeg) => api.pageTemplates.uploadImage({ payload: jpegForm(jpeg, "template.jpg") }))
  }
}
