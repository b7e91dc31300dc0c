import { SubpagePayload, type SubpagePatch } from "../api/webPages"
import { SUBPAGE_SECTIONS_MAX, type PageTemplate, type Subpage, type SubpageSection } from "../domain/webPage"
import { contractMessages } from "./formChecks"
import { messagesFor } from "./formFailure"

/** A subpage being written in the builder: a new `custom` one (`id` null) or one being edited. */
export interface SubpageDraft {
  readonly id: number | null
  /** Where a new one goes: its parent's id, or "" for a root. */
  readonly parent: string
  readonly title: string
  /** The HTML of each rich-text section, as the editor gives it. */
  readonly sections: ReadonlyArray<string>
}

/** The fields of a subpage whose messages the builder shows. */
export const subpageFields = ["title", "sections"] as const

/** A new custom subpage under `parent`: no title yet, one empty section to write in. */
export const newSubpageDraft = (parent: string): SubpageDraft => ({ id: null, parent, title: "", sections: [""] })

/** A subpage as its draft: its title and its sections' HTML. */
export const draftOf = (subpage: Subpage): SubpageDraft => ({
  id: subpage.id,
  parent: subpage.parent,
  title: subpage.title,
  sections: subpage.sections.map((section) => section.rich_text)
})

const sectionsOf = (draft: SubpageDraft): ReadonlyArray<SubpageSection> => draft.sections.map((html) => ({ type: "rich_text", rich_text: html }))

/** A new subpage's payload (management 2.6: user-created subpages are `custom`): the title trimmed. */
export const subpagePayload = (draft: SubpageDraft): SubpagePayload => ({
  title: draft.title.trim(),
  sections: sectionsOf(draft),
  type: "custom",
  ...(draft.parent === "" ? {} : { parent: draft.parent })
})

/** What an edit sends: the title and the sections, each only when changed. */
export function subpageChanges(saved: Subpage, draft: SubpageDraft): SubpagePatch {
  const title = draft.title.trim()
  const sameSections = saved.sections.length === draft.sections.length && saved.sections.every((section, i) => section.rich_text === draft.sections[i])
  return { ...(title === saved.title ? {} : { title }), ...(sameSections ? {} : { sections: sectionsOf(draft) }) }
}

/** A draft's messages before sending: the contract's own (a title, FIELD_REQUIRED when blank; lengths and bounds). */
export const subpageDraftErrors = (draft: SubpageDraft): Readonly<Record<string, string>> =>
  messagesFor(subpageFields, contractMessages(SubpagePayload, subpagePayload(draft)))

/** Whether another section may be added (SUBPAGE_SECTIONS_MAX a subpage). */
export const roomForSection = (draft: SubpageDraft): boolean => draft.sections.length < SUBPAGE_SECTIONS_MAX

/** The templates an owner may choose (management 2.6): the visible ones, in the order read. */
export const visibleTemplates = (templates: ReadonlyArray<PageTemplate>): ReadonlyArray<PageTemplate> =>
  templates.filter((template) => template.is_visible)

/**
 * The address that shows a site in a template without saving (management 2.5, 2.6):
 * `{scheme}://{subdomain}.{site domain}/?template_preview={key}`; `siteOrigin` is where sites are
 * served, e.g. `https://pociecha.pl` or `http://localhost:3000`.
 */
export function templatePreviewUrl(siteOrigin: string, subdomain: string, key: string): string {
  const [scheme, host] = siteOrigin.includes("://") ? siteOrigin.split("://", 2) : ["https", siteOrigin]
  return `${scheme}://${subdomain}.${host!.replace(/\/+$/, "")}/?template_preview=${encodeURIComponent(key)}`
}

/** A draft edit, as the builder shows it without the server's answer (should_commit false). */
export const withDraftShown = (subpages: ReadonlyArray<Subpage>, draft: SubpageDraft): ReadonlyArray<Subpage> =>
  subpages.map((subpage) =>
    subpage.id === draft.id ? { ...subpage, title: draft.title.trim(), sections: draft.sections.map((html) => ({ type: "rich_text" as const, rich_text: html })) } : subpage
  )
