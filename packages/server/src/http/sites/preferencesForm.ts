/** The values each field of the display preferences' form may take (site-renderer's PreferencesForm). */
const allowed: Readonly<Record<string, ReadonlyArray<string>>> = {
  scheme: ["light", "dark"],
  fontSize: ["normal", "bigger", "biggest"],
  contrast: ["0", "1"]
}

/**
 * Whether a post of the preferences form chooses something and nothing else: at least one
 * preference, each at a value the form offers, besides `back`. Anything else is no press of its
 * buttons, and is refused (400) rather than quietly kept as the defaults.
 */
export function isPreferencesForm(form: URLSearchParams): boolean {
  let chosen = 0
  for (const [name, value] of form) {
    if (name === "back") continue
    if (!allowed[name]?.includes(value)) return false
    chosen += 1
  }
  return chosen > 0
}
