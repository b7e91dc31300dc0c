import { safeReturnPath } from "@pociecha/core"

/** How a visitor reads the site (management 2.5, 4): colour scheme, font size, high contrast. */
export interface Preferences {
  readonly scheme: "light" | "dark"
  readonly fontSize: "normal" | "bigger" | "biggest"
  readonly contrast: boolean
}

/** Light, normal font, no high contrast (management 4: "default light", "normal (default)"). */
export const DEFAULT_PREFERENCES: Preferences = { scheme: "light", fontSize: "normal", contrast: false }

/** The cookie the site's server keeps the preferences in; read on every page so the first paint is right. */
export const PREFERENCES_COOKIE = "site_prefs"

/** Where the preferences form posts: the server sets the cookie and redirects back (303). */
export const PREFERENCES_PATH = "/_preferences"

const schemes = ["light", "dark"] as const
const fontSizes = ["normal", "bigger", "biggest"] as const
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  (values as readonly (string | null | undefined)[]).includes(value) ? (value as T) : fallback

/** The preferences a Cookie header holds (`site_prefs=dark.bigger.1`); each unreadable part keeps its default. */
export function readPreferences(cookieHeader: string | null | undefined): Preferences {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value = ""] = pair.trim().split("=")
    if (name !== PREFERENCES_COOKIE) continue
    const [scheme, fontSize, contrast] = value.split(".")
    return {
      scheme: oneOf(schemes, scheme, DEFAULT_PREFERENCES.scheme),
      fontSize: oneOf(fontSizes, fontSize, DEFAULT_PREFERENCES.fontSize),
      contrast: contrast === "1"
    }
  }
  return DEFAULT_PREFERENCES
}

/**
 * The Set-Cookie value keeping `preferences` for a year on this site's host only. Not HttpOnly: the
 * optional island reads nothing from it, but nothing secret is in it either.
 */
export function preferencesCookie(preferences: Preferences): string {
  const value = [preferences.scheme, preferences.fontSize, preferences.contrast ? "1" : "0"].join(".")
  return `${PREFERENCES_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}

/** What a post of the preferences form asks for: the new preferences and the path to go back to. */
export interface PreferenceChoice {
  readonly preferences: Preferences
  readonly back: string
}

/**
 * Applies the button the visitor pressed (`scheme`, `fontSize` or `contrast` with its value) to
 * their current preferences; `back` is the page the form was on, "/" unless it is a safe local path.
 */
export function choosePreference(current: Preferences, form: URLSearchParams): PreferenceChoice {
  const contrast = form.get("contrast")
  return {
    preferences: {
      scheme: oneOf(schemes, form.get("scheme"), current.scheme),
      fontSize: oneOf(fontSizes, form.get("fontSize"), current.fontSize),
      contrast: contrast === null ? current.contrast : contrast === "1"
    },
    back: safeReturnPath(form.get("back")) ?? "/"
  }
}
