import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import type { LegalKind } from "../domain/legal"
import { publicQuery } from "./publicQuery"
import { REFERENCE_DATA } from "./apiQuery"
import { referenceKeys } from "./queryKeys"

/** The cache key of {@link legalDocumentQuery}; the server keys the text it sends with the page by it. */
export const legalDocumentQueryKey = referenceKeys.legal

/** The version in force of a legal text: a public read, served with its page; it changes with a publication, not within a visit. */
export const legalDocumentQuery = (reader: PublicReader, kind: LegalKind) =>
  publicQuery(reader, legalDocumentQueryKey(kind), publicEndpoints.legal(kind), REFERENCE_DATA)
