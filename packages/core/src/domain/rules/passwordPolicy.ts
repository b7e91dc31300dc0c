import type { ZxcvbnFactory } from "@zxcvbn-ts/core"
import { normalizeSearchText } from "./searchText"

/** The fewest characters a new password may have. */
export const PASSWORD_MIN_LENGTH = 12
/** The most characters a password may have: enough for any passphrase, bounded hashing work. */
export const PASSWORD_MAX_LENGTH = 256
/** The lowest zxcvbn score (0–4) a new password needs: 3 means about 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3
/**
 * How many leading characters the strength estimate reads. zxcvbn's work grows faster than the
 * length (half a second for some 256-character passwords, on the server's event loop); 64
 * characters that are hard to guess already make the whole password hard to guess.
 */
export const PASSWORD_SCORED_LENGTH = 64

/** The zxcvbn estimate: 0 (guessed at once) to 4 (very hard to guess). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4

/** Why a new password is refused: the field's validation message keys. */
export type PasswordProblem = "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_WEAK"

export interface PasswordStrength {
  readonly score: PasswordScore
  /** True when the password breaks no rule: what sign-up, reset and a password change require. */
  readonly acceptable: boolean
  /** The broken rules, length first; empty when acceptable. */
  readonly problems: ReadonlyArray<PasswordProblem>
}

// The dictionaries weigh megabytes: they load on the first check, never with @pociecha/core, so
// the web app fetches them only once someone types a new password. A failed load is forgotten,
// so the next check tries again.
let estimator: Promise<ZxcvbnFactory> | undefined

const loadEstimator = async (): Promise<ZxcvbnFactory> => {
  const [{ ZxcvbnFactory }, common, polish] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-pl")
  ])
  // No English dictionary: the common list already holds the English words people use in
  // passwords; English would double the download and the time of each check for almost no
  // change of score. No Levenshtein matching either: ~300 ms a check instead of ~10 ms.
  return new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...polish.dictionary },
    // Still finds "p4$$w0rd"; the default of 100 costs ten times as long on symbol-heavy input.
    l33tMaxSubstitutions: 10,
    maxLength: PASSWORD_SCORED_LENGTH
  })
}

const loadedEstimator = (): Promise<ZxcvbnFactory> => {
  estimator ??= loadEstimator().catch((error: unknown) => {
    estimator = undefined
    throw error
  })
  return estimator
}

/**
 * The words of a person's own details that a password should not lean on: each whole input,
 * its parts ("anna.kowalska@poczta.pl" → anna, kowalska, poczta) and their forms without
 * diacritics ("Zielińska" → zielinska), since people type them either way.
 */
export function personalWords(inputs: ReadonlyArray<string>): ReadonlyArray<string> {
  const words = inputs.flatMap((input) => {
    const lower = input.trim().toLowerCase()
    return [lower, ...lower.split(/[^\p{L}\p{N}]+/u)]
  })
  return [...new Set(words.flatMap((word) => [word, normalizeSearchText(word)]))].filter((word) => word.length >= 3)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The password with the person's own words taken out, longest first. Someone who knows the
 * person guesses those words first, so they add nothing to the strength; zxcvbn alone counts
 * each extra part of a password as a 10^4-fold harder guess, which rates "Kowalska2026Anna" 3.
 */
export function withoutPersonalWords(password: string, words: ReadonlyArray<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, word) => rest.replace(new RegExp(escapeRegExp(word), "giu"), ""), password)
}

/**
 * Checks a new password against the rule: {@link PASSWORD_MIN_LENGTH} to
 * {@link PASSWORD_MAX_LENGTH} characters and a zxcvbn score of at least {@link PASSWORD_MIN_SCORE},
 * with the common-password and Polish dictionaries, and the person's own e-mail, name and surname
 * (`userInputs`) counted as the first guesses.
 * @example await checkPasswordStrength("Kowalska2026Anna", ["anna@example.pl", "Anna", "Kowalska"]) // { acceptable: false, … }
 */
export async function checkPasswordStrength(password: string, userInputs: ReadonlyArray<string> = []): Promise<PasswordStrength> {
  const zxcvbn = await loadedEstimator()
  const words = personalWords(userInputs)
  // Variants of the words that survive (reversed, "K0walska") are zxcvbn's to find.
  const score = zxcvbn.check(withoutPersonalWords(password, words), [...words]).score as PasswordScore
  const problems: Array<PasswordProblem> = []
  if (password.length < PASSWORD_MIN_LENGTH) problems.push("PASSWORD_TOO_SHORT")
  if (password.length > PASSWORD_MAX_LENGTH) problems.push("PASSWORD_TOO_LONG")
  if (score < PASSWORD_MIN_SCORE) problems.push("PASSWORD_TOO_WEAK")
  return { score, acceptable: problems.length === 0, problems }
}

/** The meter's five levels, weakest first: translation keys, one per score. */
export const passwordStrengthLevels = [
  "PASSWORD_STRENGTH_VERY_WEAK",
  "PASSWORD_STRENGTH_WEAK",
  "PASSWORD_STRENGTH_FAIR",
  "PASSWORD_STRENGTH_STRONG",
  "PASSWORD_STRENGTH_VERY_STRONG"
] as const

export type PasswordStrengthLevel = (typeof passwordStrengthLevels)[number]

/** The meter level of a score, e.g. 3 → PASSWORD_STRENGTH_STRONG. */
export function passwordStrengthLevel(score: PasswordScore): PasswordStrengthLevel {
  return passwordStrengthLevels[score]
}
