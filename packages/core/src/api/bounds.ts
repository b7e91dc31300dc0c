import { Schema } from "effect"

/**
 * The size of everything the contract accepts. Every string has a ceiling and every list a
 * cap, so no request can make the server store, parse or query something absurd.
 */
export const maxLengths = {
  /** A first name, surname or display name. */
  name: 100,
  /** RFC 5321's limit of a forward path. */
  email: 254,
  /** What a person types into a search box. */
  searchText: 200,
  /** A slug, id or key naming a record. */
  key: 120,
  /** An e-mail link token. */
  token: 128,
  /** A URL (an avatar). */
  url: 2048,
  /** An opinion's comment. */
  opinion: 3000,
  /** An opinion's pros or cons. */
  prosCons: 1000,
  /** A message in a question thread, or a facility's answer to an opinion. */
  message: 2000,
  /** A report's explanation, a moderator's reason. */
  note: 1000,
  /** A home address. */
  address: 200,
  /** A phone number as typed. */
  phone: 20,
  /** A facility's name. */
  facilityName: 200,
  /** A short line of an address or a profile (street, county, tuition as text, a class's name). */
  shortText: 200,
  /** A building or apartment number. */
  buildingNumber: 20,
  /** Rich text as HTML (a description): the package's limit is checked on top of it. */
  richText: 100_000,
  /** A paragraph of a profile (a recruitment description, an extra class, a day plan entry). */
  paragraph: 3000
} as const

/** Items in a list of tags or keys. */
export const MAX_TAGS = 100

/** No C0 control character nor DEL: a NUL breaks PostgreSQL text, the rest have no business in a form. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const noControlCharacters = Schema.isPattern(/^[^\u0000-\u001F\u007F]*$/, { message: "FIELD_INVALID" })

/** One line of text: at most `max` characters, no control characters. */
export const Line = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max, { message: "TEXT_TOO_LONG" }), noControlCharacters)

/**
 * No control character but line breaks and tabs: the text a person writes in a text area (an
 * opinion, a message), kept as plain text and escaped wherever it is shown.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const noControlCharactersButLineBreaks = Schema.isPattern(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, { message: "FIELD_INVALID" })

/** Not blank: something besides white space. */
export const notBlank = Schema.isPattern(/\S/, { message: "FIELD_REQUIRED" })

/** One line that must say something: at most `max` characters, not blank, no control characters. */
export const FilledLine = (max: number) => Line(max).check(notBlank)

/** Text of a text area that may be empty: at most `max` characters, no control characters but line breaks. */
export const Text = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max, { message: "TEXT_TOO_LONG" }), noControlCharactersButLineBreaks)

/** Text of several lines (a text area): at most `max` characters, not blank, no control characters but line breaks. */
export const Paragraphs = (max: number) => Text(max).check(notBlank)

/** A latitude in degrees. */
export const Latitude = Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 }, { message: "FIELD_INVALID" }))

/** A longitude in degrees. */
export const Longitude = Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }, { message: "FIELD_INVALID" }))

/** A list of at most `max` items. */
export const List = <S extends Schema.Top>(item: S, max: number) =>
  Schema.Array(item).check(Schema.isMaxLength(max, { message: "TOO_MANY_ITEMS" }))

/** Tag or key names (`kindergarten`, `public`): at most {@link MAX_TAGS}. */
export const KeyList = List(Line(maxLengths.key), MAX_TAGS)

/**
 * A person's name: letters (any alphabet), spaces, hyphens, apostrophes, initials' dots — plain
 * text, so a name that goes into an e-mail can never carry a link or an advert. `tooShort` is the
 * field's own message, so a surname is not told about a first name.
 */
const plainName = (tooShort: "NAME_TOO_SHORT" | "SURNAME_TOO_SHORT") => Line(maxLengths.name).check(
  Schema.isMinLength(3, { message: tooShort }),
  // Words of letters joined by a space, hyphen or apostrophe, each may end in a dot (an initial):
  // no digits, no punctuation of a sentence, no 'www.example.pl'.
  Schema.isPattern(/^\p{L}\p{M}*(?:\p{L}\p{M}*)*\.?(?:[ '’-]\p{L}\p{M}*(?:\p{L}\p{M}*)*\.?)*$/u, { message: "NAME_INVALID" })
)

/** A first name (or a whole name), see plainName. */
export const PlainPersonName = plainName("NAME_TOO_SHORT")

/** A surname, see plainName. */
export const PlainSurname = plainName("SURNAME_TOO_SHORT")

/** An e-mail address. */
export const EmailAddress = Line(maxLengths.email).check(
  Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "EMAIL_INVALID" })
)

/** An e-mail link token (base64url). */
export const LinkToken = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{1,128}$/, { message: "FIELD_INVALID" })
)
