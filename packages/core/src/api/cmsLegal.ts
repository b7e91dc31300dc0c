import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { LegalDocument, LegalKind } from "../domain/legal"
import { IsoDay } from "../domain/rules/legalPublication"
import { FilledLine, maxLengths, Paragraphs } from "./bounds"
import { BadRequestError, ForbiddenError, UnauthorizedError } from "./errors"

/**
 * A new version of a legal text as content staff write it in the CMS: its title, its text (rich
 * text as HTML, sanitised by the server) and the day it takes effect, today or later.
 */
export const LegalVersionPayload = Schema.Struct({
  title: FilledLine(maxLengths.shortText),
  body_html: Paragraphs(maxLengths.richText),
  published_on: IsoDay
})
export type LegalVersionPayload = typeof LegalVersionPayload.Type

/**
 * Legal texts in the CMS (issue 19): content staff and support publish a new version of a text;
 * an old version is never changed. The new version is in force from its day on, and signed-in
 * people are asked to accept a new version of the regulations or privacy notice once. Audited
 * (`legal.publish`). 400 a day already past (`published_on`: LEGAL_DATE_PAST).
 */
export const CmsLegalGroup = HttpApiGroup.make("cmsLegal").add(
  HttpApiEndpoint.post("publish", "/v1/cms/legal/:kind", {
    params: { kind: LegalKind },
    payload: LegalVersionPayload,
    success: LegalDocument,
    error: [BadRequestError, UnauthorizedError, ForbiddenError]
  })
)
