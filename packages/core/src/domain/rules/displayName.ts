/** The name fields of a person. */
export interface PersonName {
  readonly name?: string | null | undefined
  readonly surname?: string | null | undefined
}

/**
 * A person's display name, `name surname` (spec 3.1); `null` when either part is missing or
 * blank, so the UI shows its 'no data' label.
 */
export function displayName({ name, surname }: PersonName): string | null {
  const first = (name ?? "").trim()
  const last = (surname ?? "").trim()
  return first === "" || last === "" ? null : `${first} ${last}`
}

/** Alt text of a facility avatar (spec 3.2): `{name} - Avatar`. */
export function avatarAlt(name: string): string {
  return `${name} - Avatar`
}
