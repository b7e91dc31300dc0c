import { tagsQuery, type Tag } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useMemo } from "react"
import { api } from "./api"
import { i18n, toI18nLanguage } from "./i18n"

const none: readonly Tag[] = []

/**
 * The labels of tags support added (issue 18) under their display keys in `common`, where every
 * tag label is looked up: the app ships translations only for the seeded tags. A shipped
 * translation is kept.
 */
function addTagNames(tags: ReadonlyArray<Tag>): void {
  for (const tag of tags) {
    if (tag.names === undefined) continue
    for (const language of ["pl", "ua", "en"] as const) {
      const code = toI18nLanguage(language)
      if (!i18n.exists(tag.display, { lng: code, ns: "common", fallbackLng: false })) i18n.addResource(code, "common", tag.display, tag.names[language])
    }
  }
}

/** All tags (spec 7.6), read once a visit; empty until they are loaded or when the load failed. */
export function useTags(): readonly Tag[] {
  const tags = useQuery(tagsQuery(api)).data ?? none
  // Before anything renders the labels: i18next's resources are not React state.
  useMemo(() => addTagNames(tags), [tags])
  return tags
}
