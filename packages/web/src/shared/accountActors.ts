import { accountFormActors } from "@pociecha/core"
import { api } from "./api"

/** Core's account calls as actors, bound to the app's client: the forms' `send` actors. */
export const accountActors = accountFormActors(api)
