import type { LegalKind } from "@pociecha/core"

/** The shell's name of each legal text (the footer's), in the common texts. */
export const legalKindLabel = {
  regulations: "LEGAL_REGULATIONS",
  privacy: "LEGAL_PRIVACY",
  owu: "LEGAL_OWU",
  cookies: "LEGAL_COOKIES"
} as const satisfies Record<LegalKind, string>
