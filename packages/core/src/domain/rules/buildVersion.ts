/**
 * What the web build writes at `/builds/latest.json` (spec 7.6): the id of the build being served.
 * The same id is built into the app's code, so an open tab knows which build it runs.
 */
export interface LatestBuild {
  readonly version: string
}

/** Where a build's id is published. */
export const LATEST_BUILD_PATH = "/builds/latest.json"

/** The id of a build that is not a release (the development server): it never asks for a reload. */
export const DEVELOPMENT_BUILD = "development"

/**
 * Whether a different build is being served than the one a tab runs: an id was published, it is
 * not this tab's, and this tab is a release. Any difference counts, not "newer": a rolled-back
 * build is as much a reason to reload as a new one.
 */
export function isNewBuild(running: string, published: unknown): boolean {
  if (running === DEVELOPMENT_BUILD) return false
  if (typeof published !== "object" || published === null) return false
  const version = (published as { readonly version?: unknown }).version
  return typeof version === "string" && version !== "" && version !== running
}
