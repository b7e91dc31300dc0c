import { claimDraftStorage } from "@pociecha/core"
import { browserSessionStorage } from "../../shared/browserStorage"

// The store the app's session keeps wizard drafts in (appSession's `draftStore`).
const store = browserSessionStorage()

/**
 * Where a guest's claim draft waits while they log in (core's claimDraftStorage over this
 * tab's sessionStorage, as the session's claim wizard keeps it): read here only for which wizard
 * the signup page opens, and dropped when the person switches; null when the browser refuses
 * storage — the wizard then starts afresh.
 */
export const claimDrafts = store === null ? null : claimDraftStorage(store)
