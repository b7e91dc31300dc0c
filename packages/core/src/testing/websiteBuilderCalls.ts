import type { WebPage } from "../domain/webPage"
import type { SubpageRemoveInput, SubpageSaveInput, SubpageSortInput, WebsiteCreateInput, WebsiteRef, WebsiteUpdateInput } from "../machines/websiteBuilderTypes"
import { controllablePromise } from "./controllablePromise"

/**
 * The website builder's server calls as promise actors the test settles by hand (`calls`), and
 * `actors` to provide the machine with them.
 */
export function websiteBuilderCalls() {
  const calls = {
    create: controllablePromise<WebPage, WebsiteCreateInput>(),
    update: controllablePromise<WebPage, WebsiteUpdateInput>(),
    remove: controllablePromise<void, WebsiteRef>(),
    saveSubpage: controllablePromise<WebPage, SubpageSaveInput>(),
    removeSubpage: controllablePromise<WebPage, SubpageRemoveInput>(),
    sortSubpages: controllablePromise<WebPage, SubpageSortInput>()
  }
  const actors = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.logic])) as { [K in keyof typeof calls]: (typeof calls)[K]["logic"] }
  return { calls, actors }
}
