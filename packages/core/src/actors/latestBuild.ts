import { fromPromise } from "xstate"
import { LATEST_BUILD_PATH } from "../domain/rules/buildVersion"

/**
 * The `readLatest` of newBuildWatchMachine: the JSON the server publishes at LATEST_BUILD_PATH
 * (sent no-cache, so the browser asks the server each time). `origin` is "" in a browser.
 */
export const readLatestBuild = (origin = "", fetchImpl: typeof fetch = (input, init) => fetch(input, init)) =>
  fromPromise<unknown>(async () => {
    const response = await fetchImpl(`${origin}${LATEST_BUILD_PATH}`, { headers: { accept: "application/json" } })
    if (!response.ok) throw new Error(`${LATEST_BUILD_PATH} answered ${response.status}`)
    return response.json()
  })
