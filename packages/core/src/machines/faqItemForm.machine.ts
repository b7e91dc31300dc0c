import type { SaveFaqItemInput } from "../actors/faqActors"
import type { CmsFaqItem, FaqKind, FaqSection } from "../domain/faq"
import { cmsKeys, faqKeys } from "../queries/queryKeys"
import { contentFormMachine } from "./contentForm.machine"

/** Input of {@link faqItemFormMachine}: the item being edited (null: a new one) and the section a new one goes to. */
export interface FaqItemFormInput {
  readonly content: CmsFaqItem | null
  readonly section: FaqSection
}

/**
 * A FAQ item in the CMS (issue 19): the content editor with the item's section and kind (a
 * question, the section's banner or its changes block). A save makes the CMS's list and the
 * public FAQ pages stale.
 *
 * `send`: `{ id, payload } → CmsFaqItem` (faqActors' `saveItem`).
 */
export const faqItemFormMachine = contentFormMachine<"section" | "kind", FaqItemFormInput, SaveFaqItemInput, CmsFaqItem>({
  id: "faqItemForm",
  extraFields: ["section", "kind"],
  extraValues: (input: FaqItemFormInput) => ({ section: input.content?.section ?? input.section, kind: input.content?.kind ?? "entry" }),
  payload: (content, extra, input): SaveFaqItemInput => ({
    id: input.content?.id ?? null,
    payload: { ...content, section: extra.section as FaqSection, kind: extra.kind as FaqKind }
  }),
  staleKeys: () => [cmsKeys.faq, faqKeys.all],
  successToast: "FAQ_SAVED"
})
