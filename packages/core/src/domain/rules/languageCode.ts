import type { Language } from "../user"

/** Whether a string is one of the product's language codes (pl, ua, en), without loading the Schema. */
export const isLanguageCode = (value: unknown): value is Language => value === "pl" || value === "ua" || value === "en"
