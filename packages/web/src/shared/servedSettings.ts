import { servedSettings, type ServedSetting } from "@pociecha/core"

/**
 * A setting the server wrote into index.html (see core's `servedSettings`); null when it is
 * absent — under the Vite dev server, which serves index.html as it is.
 */
export function servedSetting(name: ServedSetting, doc: Document | undefined = globalThis.document): string | null {
  return doc?.querySelector<HTMLMetaElement>(`meta[name="${servedSettings[name]}"]`)?.content ?? null
}
