import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import type { FaqSection } from "../domain/faqPages"
import type { Language } from "../domain/user"
import { publicQuery } from "./publicQuery"
import { faqKeys } from "./queryKeys"

/**
 * A FAQ section's page in the reader's language, narrowed by `q` (none: ""): a public read; the
 * server sends the unsearched one with the page, under this key.
 */
export const faqPageQuery = (reader: PublicReader, section: FaqSection, language: Language, q: string) =>
  publicQuery(reader, faqKeys.page(section, language, q), publicEndpoints.faq(section, language, q))
