import type { Messages } from "../messages"
import { PREFERENCES_PATH, type Preferences } from "../preferences"

const fontChoices = [
  ["normal", "FONT_NORMAL", "A"],
  ["bigger", "FONT_BIGGER", "A+"],
  ["biggest", "FONT_BIGGEST", "A++"]
] as const

/**
 * The display settings as one plain form (management 2.5): each button posts its own choice, the
 * server keeps it in a cookie and sends the visitor back to `back`. No JavaScript needed; the island
 * (themes/preferences.js) posts it without a reload and swaps the scheme button's label with
 * `data-other-label`.
 */
export function PreferencesForm({ preferences, back, t }: { preferences: Preferences; back: string; t: Messages }) {
  const dark = preferences.scheme === "dark"
  return (
    <form className="prefs" method="post" action={PREFERENCES_PATH} aria-label={t.DISPLAY_SETTINGS}>
      <input type="hidden" name="back" value={back} />
      <button type="submit" name="scheme" value={dark ? "light" : "dark"} data-other-label={dark ? t.DARK_THEME : t.LIGHT_THEME}>
        {dark ? t.LIGHT_THEME : t.DARK_THEME}
      </button>
      <fieldset>
        <legend>{t.FONT_SIZE}</legend>
        {fontChoices.map(([value, label, short]) => (
          // the words follow the short sign unseen: a name that starts with what is shown
          // (WCAG 2.5.3), so a voice user saying "A+" presses it
          <button key={value} type="submit" name="fontSize" value={value} aria-pressed={preferences.fontSize === value}>
            {short}<span className="visually-hidden"> {t[label]}</span>
          </button>
        ))}
      </fieldset>
      <button type="submit" name="contrast" value={preferences.contrast ? "0" : "1"} aria-pressed={preferences.contrast}>
        {t.HIGH_CONTRAST}
      </button>
    </form>
  )
}
