import { parentActors } from "@pociecha/core"
import { api } from "./api"

/** Core's parent calls (opinions, reports, questions, applications, memberships) as actors over the app's client. */
export const parentCalls = parentActors(api)
