/**
 * The spec's plural rule (spec 9, 'Plural rule'): 0 → form 0; n % 10 = 1 with n outside 11–19 →
 * form 1; n outside 11–19 with n % 10 in 2–4, or fewer than 4 forms given → form 2; else form 3.
 * The result is clamped to the forms given. "Outside 11–19" is read literally on n (not n % 100),
 * the sign is ignored.
 *
 * Kept for fidelity only: the UI pluralises Polish and Ukrainian with Intl.PluralRules
 * (see pluralCategory), because this rule prints "21 opinia" where Polish says "21 opinii".
 */
export function pluralForm(n: number, formsCount: number): number {
  const abs = Math.abs(n)
  const teen = abs >= 11 && abs <= 19
  const lastDigit = abs % 10
  let form: number
  if (abs === 0) form = 0
  else if (lastDigit === 1 && !teen) form = 1
  else if ((!teen && lastDigit >= 2 && lastDigit <= 4) || formsCount < 4) form = 2
  else form = 3
  return Math.max(0, Math.min(form, formsCount - 1))
}

/** The product's locale codes; 'ua' is Ukrainian (BCP-47 'uk'). */
export type AppLocale = "pl" | "ua" | "en"

/** The BCP-47 tag Intl needs for a product locale. */
export function intlLocale(locale: AppLocale): string {
  return locale === "ua" ? "uk" : locale
}

const rulesByLocale = new Map<AppLocale, Intl.PluralRules>()

/**
 * The CLDR plural category of a count in a locale, via Intl.PluralRules ('ua' → 'uk'):
 * Polish 1 → 'one', 22 → 'few', 21 → 'many'. Translation files key their forms by category.
 */
export function pluralCategory(locale: AppLocale, n: number): Intl.LDMLPluralRule {
  let rules = rulesByLocale.get(locale)
  if (rules === undefined) {
    rules = new Intl.PluralRules(intlLocale(locale))
    rulesByLocale.set(locale, rules)
  }
  return rules.select(n)
}
