import { claimDraftStorage } from "@pociecha/core"
import { browserStorage } from "../../shared/browserStorage"

const store = browserStorage()

/**
 * Where a guest's claim draft waits while they log in (core's claimDraftStorage over this
 * device's localStorage); null when the browser refuses storage — the wizard then starts afresh.
 */
export const claimDrafts = store === null ? null : claimDraftStorage(store)
