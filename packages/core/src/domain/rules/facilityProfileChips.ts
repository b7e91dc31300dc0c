import type { Tag } from "../tag"
import { normalizeUrl } from "./url"

/** Key of the tag shown in the success colour (2.7). */
export const RECRUITMENT_TAG_KEY = "recruitment"

/** A chip under a facility's name: one of its tags, or 'recruitment open' when no tag says so. */
export type FacilityTagChip =
  | { readonly kind: "tag"; readonly tag: Tag; readonly tone: "success" | "grey" }
  | { readonly kind: "recruitment-open"; readonly tone: "success" }

/**
 * The chips under a facility's name (2.7): its ownership tags and the tags among its
 * features that are not amenities (amenities have their own section). All grey except
 * 'recruitment', in the success colour; an open recruitment with no such tag gets a
 * success chip of its own, first.
 */
export function facilityTagChips(
  facility: {
    readonly ownership: ReadonlyArray<string>
    readonly features: ReadonlyArray<string>
    readonly recruitment_active: boolean
  },
  tagsById: ReadonlyMap<string, Tag>
): FacilityTagChip[] {
  const pick = (ids: ReadonlyArray<string>) => ids.flatMap((id) => tagsById.get(id) ?? [])
  const tags = [...pick(facility.ownership), ...pick(facility.features).filter((tag) => tag.type !== "features")]
  const chips: FacilityTagChip[] = tags.map((tag) => ({
    kind: "tag",
    tag,
    tone: tag.key === RECRUITMENT_TAG_KEY ? "success" : "grey"
  }))
  const saysRecruitment = tags.some((tag) => tag.key === RECRUITMENT_TAG_KEY)
  return facility.recruitment_active && !saysRecruitment ? [{ kind: "recruitment-open", tone: "success" }, ...chips] : chips
}

/** A link out of a profile: its label key and a safe http(s) URL. */
export interface FacilityLink {
  readonly key: "WEBSITE" | "FACEBOOK" | "INSTAGRAM" | "BIP"
  readonly url: string
}

/** The facility's website, social profiles and BIP, each only when it is a usable http(s) link. */
export function facilityLinks(facility: {
  readonly website: string | null
  readonly facebook: string | null
  readonly instagram: string | null
  readonly bip: string | null
}): FacilityLink[] {
  const candidates: ReadonlyArray<readonly [FacilityLink["key"], string | null]> = [
    ["WEBSITE", facility.website],
    ["FACEBOOK", facility.facebook],
    ["INSTAGRAM", facility.instagram],
    ["BIP", facility.bip]
  ]
  return candidates.flatMap(([key, value]) => {
    const url = normalizeUrl(value)
    return url === null ? [] : [{ key, url }]
  })
}
