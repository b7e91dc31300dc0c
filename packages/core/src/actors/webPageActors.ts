import type { ApiCaller } from "../client/pociechaClient"
import type {
  SubpageRemoveInput,
  SubpageSaveInput,
  SubpageSortInput,
  WebsiteCreateInput,
  WebsiteRef,
  WebsiteUpdateInput
} from "../machines/websiteBuilderTypes"
import { callActor } from "./callActor"

/**
 * The website builder's calls (management 7 Web pages), as actors over the API client for
 * websiteBuilderMachine's slots. Each rejects with the endpoint's typed error or a ConnectionError.
 */
export function webPageActors(client: ApiCaller) {
  return {
    create: callActor(client, (api, { facilityRef, payload }: WebsiteCreateInput) => api.webPages.create({ params: { facility_id: facilityRef }, payload })),
    update: callActor(client, (api, { facilityRef, webPageId, patch }: WebsiteUpdateInput) =>
      api.webPages.update({ params: { facility_id: facilityRef, id: webPageId }, payload: patch })
    ),
    remove: callActor(client, (api, { facilityRef, webPageId }: WebsiteRef) => api.webPages.remove({ params: { facility_id: facilityRef, id: webPageId } })),
    /** A new subpage, or the changed fields of one. */
    saveSubpage: callActor(client, (api, input: SubpageSaveInput) =>
      input.subpageId === null
        ? api.webPages.addSubpage({ params: { facility_id: input.facilityRef, web_page_id: input.webPageId }, payload: input.subpage })
        : api.webPages.updateSubpage({ params: { facility_id: input.facilityRef, web_page_id: input.webPageId, id: input.subpageId }, payload: input.subpage })
    ),
    removeSubpage: callActor(client, (api, { facilityRef, webPageId, subpageId }: SubpageRemoveInput) =>
      api.webPages.removeSubpage({ params: { facility_id: facilityRef, web_page_id: webPageId, id: subpageId } })
    ),
    sortSubpages: callActor(client, (api, { facilityRef, webPageId, order }: SubpageSortInput) =>
      api.webPages.sortSubpages({ params: { facility_id: facilityRef, web_page_id: webPageId }, payload: { order } })
    )
  }
}
