import type { FaqItemPayload } from "../api/faq"
import type { FaqSection } from "../domain/faqPages"
import type { ApiCaller } from "../client/pociechaClient"
import type { SaveContentInput } from "../machines/contentForm.machine"
import { callActor } from "./callActor"

/** The CMS's FAQ calls (management 2.10), as actors over the API client. */
export function faqActors(client: ApiCaller) {
  return {
    saveItem: callActor(client, (api, { id, payload }: SaveContentInput<FaqItemPayload>) =>
      id === null ? api.faq.cmsCreate({ payload }) : api.faq.cmsUpdate({ params: { id }, payload })),
    removeItem: callActor(client, (api, { id }: { readonly id: number }) => api.faq.cmsDelete({ params: { id } })),
    reorder: callActor(client, (api, { section, ids }: { readonly section: FaqSection; readonly ids: ReadonlyArray<number> }) =>
      api.faq.cmsReorder({ params: { section }, payload: { ids } }))
  }
}
