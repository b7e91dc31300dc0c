import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Page } from "../domain/page"
import {
  Publication,
  PUBLICATION_ATTACHMENTS_MAX,
  PUBLICATION_CONTENT_MAX,
  PUBLICATION_TITLE_MAX,
  PublicationAttachment,
  PublicationCategory,
  PublicationVisibility
} from "../domain/publication"
import { AvatarUpload } from "./account"
import { FilledLine, Line, List, maxLengths, Text } from "./bounds"
import { BadRequestError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { FacilityRef, PageQuery, RecordId, Uuid } from "./ids"

/** A news item's title: one line, not blank. */
export const PublicationTitle = FilledLine(PUBLICATION_TITLE_MAX)

/** A news item's content: the editor's HTML (sanitised by the server), line breaks allowed. */
export const PublicationContent = Text(PUBLICATION_CONTENT_MAX)

/** A calendar holiday of a news item: the id of a `type_date_event` tag. */
export const HolidayTag = Uuid

/**
 * The attachments of a news item (spec 3.12: attachments[] as URLs): the URLs of files uploaded
 * to this facility's news, in the order shown.
 */
export const AttachmentUrls = List(Line(maxLengths.url), PUBLICATION_ATTACHMENTS_MAX)

/**
 * A new news item (management 2.4): title, content, category; visibility (public unless given,
 * and only a moderator gives another), a holiday tag or none, the attachments.
 */
export const PublicationPayload = Schema.Struct({
  title: PublicationTitle,
  content: PublicationContent,
  category: PublicationCategory,
  visibility: Schema.optionalKey(PublicationVisibility),
  holiday: Schema.optionalKey(Schema.NullOr(HolidayTag)),
  attachments: Schema.optionalKey(AttachmentUrls)
})
export type PublicationPayload = typeof PublicationPayload.Type

/** The changed fields of a news item; `attachments` replaces the list. */
export const PublicationPatch = Schema.Struct({
  title: Schema.optionalKey(PublicationTitle),
  content: Schema.optionalKey(PublicationContent),
  category: Schema.optionalKey(PublicationCategory),
  visibility: Schema.optionalKey(PublicationVisibility),
  holiday: Schema.optionalKey(Schema.NullOr(HolidayTag)),
  attachments: Schema.optionalKey(AttachmentUrls)
})
export type PublicationPatch = typeof PublicationPatch.Type

/**
 * A file for a news item: `multipart/form-data` with one `file` part, bounded like an avatar
 * (5 MB a file; the body a little more, so a file just over it is told FILE_TOO_LARGE).
 */
export const AttachmentUpload = AvatarUpload

const PublicationRef = { ...FacilityRef, publication: RecordId }

// The writes are for the facility's OWNER and ADMIN, its moderator teachers and support: 401
// signed out, 403 anyone else (ERROR_INSUFFICIENT_PERMISSIONS) or a facility that is not premium
// (ERROR_PREMIUM_REQUIRED, the premium upsell; support is exempt), 404 no such facility or item.

/**
 * A facility's news (management 2.4 publications, premium only; spec 3.12): everyone reads the
 * public items, its confirmed members the private ones too, its staff and support those for
 * staff only; its moderators write them.
 */
export const PublicationsGroup = HttpApiGroup.make("publications")
  .add(
    HttpApiEndpoint.get("list", "/facility/list/:id/publications", {
      params: FacilityRef,
      query: PageQuery,
      success: Page(Publication),
      // 401 only for a token that is no good (expired: refresh and ask again); a guest reads the public items.
      error: [BadRequestError, UnauthorizedError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.get("one", "/facility/list/:id/publications/:publication", {
      params: PublicationRef,
      success: Publication,
      // 404 also for an item the caller may not read.
      error: [BadRequestError, UnauthorizedError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.post("create", "/facility/list/:id/publications", {
      params: FacilityRef,
      payload: PublicationPayload,
      success: Publication.pipe(HttpApiSchema.status(201)),
      // 400 also for a holiday that is no holiday tag or an attachment not uploaded to this facility.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.patch("update", "/facility/list/:id/publications/:publication", {
      params: PublicationRef,
      payload: PublicationPatch,
      success: Publication,
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.delete("remove", "/facility/list/:id/publications/:publication", {
      params: PublicationRef,
      // Not premium-only: a facility whose package ended may still take its news down.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("uploadAttachment", "/facility/list/:id/publications/attachments", {
      params: FacilityRef,
      payload: AttachmentUpload,
      success: PublicationAttachment.pipe(HttpApiSchema.status(201)),
      // 400 FILE_TOO_LARGE under `file`; 429 too many uploads an hour.
      error: [...recordErrors, TooManyRequestsError]
    })
  )
