import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { CmsFaqItem, FaqKind, FaqPage, FaqSection } from "../domain/faq"
import { Language } from "../domain/user"
import { ContentTextPayload, PublicationPayload, TranslationsPayload } from "./contentPayloads"
import { BadRequestError, ForbiddenError, recordErrors, UnauthorizedError } from "./errors"
import { Line, maxLengths } from "./bounds"
import { RecordId, RowId } from "./ids"

/** A FAQ item as the CMS saves it: where it goes, what it is, its Polish text, its other versions, its publication. */
export const FaqItemPayload = Schema.Struct({
  section: FaqSection,
  kind: FaqKind,
  ...ContentTextPayload.fields,
  translations: TranslationsPayload,
  ...PublicationPayload.fields
})
export type FaqItemPayload = typeof FaqItemPayload.Type

/** A section's items in their new order (every item of the section, each once). */
export const FaqOrderPayload = Schema.Struct({ ids: Schema.Array(RowId).check(Schema.isMaxLength(500)) })
export type FaqOrderPayload = typeof FaqOrderPayload.Type

export const CmsFaqList = Schema.Struct({ items: Schema.Array(CmsFaqItem) })
export type CmsFaqList = typeof CmsFaqList.Type

const SectionParam = { section: FaqSection }
const ItemParam = { id: RecordId }

/**
 * The FAQ (public-side 2.13): a section's page for readers, in their language, narrowed by a
 * search over questions and answers (accents and case do not matter); and the CMS's items
 * (management 2.10), content staff and support only: listed with drafts, written, deleted and
 * reordered, each write audited.
 */
export const FaqGroup = HttpApiGroup.make("faq")
  .add(
    HttpApiEndpoint.get("section", "/v1/faq/:section", {
      params: SectionParam,
      query: { lang: Schema.optionalKey(Language), q: Schema.optionalKey(Line(maxLengths.searchText)) },
      success: FaqPage,
      error: BadRequestError
    })
  )
  .add(
    HttpApiEndpoint.get("cmsList", "/v1/cms/faq", {
      query: { section: Schema.optionalKey(FaqSection) },
      success: CmsFaqList,
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(HttpApiEndpoint.get("cmsItem", "/v1/cms/faq/:id", { params: ItemParam, success: CmsFaqItem, error: recordErrors }))
  .add(
    // 404 only should the new item vanish before it is read back (a concurrent delete).
    HttpApiEndpoint.post("cmsCreate", "/v1/cms/faq", { payload: FaqItemPayload, success: CmsFaqItem, error: recordErrors })
  )
  .add(HttpApiEndpoint.put("cmsUpdate", "/v1/cms/faq/:id", { params: ItemParam, payload: FaqItemPayload, success: CmsFaqItem, error: recordErrors }))
  .add(HttpApiEndpoint.delete("cmsDelete", "/v1/cms/faq/:id", { params: ItemParam, error: recordErrors }))
  .add(
    HttpApiEndpoint.put("cmsReorder", "/v1/cms/faq/sections/:section/order", {
      params: SectionParam,
      payload: FaqOrderPayload,
      success: CmsFaqList,
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
