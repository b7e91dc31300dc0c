import type { CityDescriptionPayload } from "../api/cms"
import type { ApiCaller } from "../client/pociechaClient"
import { callActor } from "./callActor"

/** Input of `saveDescription`: the city, and its description's HTML. */
export interface SaveCityDescriptionInput extends CityDescriptionPayload {
  readonly cityId: number
}

/** The city CMS's calls (management 2.10), as actors over the API client. */
export function cmsActors(client: ApiCaller) {
  return {
    saveDescription: callActor(client, (api, { cityId, description }: SaveCityDescriptionInput) =>
      api.cms.saveDescription({ params: { id: cityId }, payload: { description } }))
  }
}
