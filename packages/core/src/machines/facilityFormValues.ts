import { numberFieldValue } from "../domain/rules/facilityBasicInfo"

/**
 * How the owner area's forms hold a record's values as text (form machines hold strings) and
 * read them back for the PATCH (management 5: text trimmed, e-mail lowercased, numbers parsed).
 */
export const formText = {
  /** A stored text or number as typed; null and undefined as nothing. */
  of: (value: string | number | null | undefined): string => (value === null || value === undefined ? "" : String(value)),
  /** A switch: "true" or "false". */
  ofFlag: (value: boolean): string => (value ? "true" : "false"),
  /** Tag ids, comma-separated (a tag id is a uuid: no comma in it). */
  ofIds: (ids: ReadonlyArray<string>): string => ids.join(","),
  /** Trimmed text; empty is null (the field is cleared). */
  text: (value: string): string | null => (value.trim() === "" ? null : value.trim()),
  /** An integer, null when empty, 0 when it is not a number (management 5). */
  number: (value: string): number | null => numberFieldValue(value),
  flag: (value: string): boolean => value === "true",
  ids: (value: string): Array<string> => value.split(",").map((id) => id.trim()).filter((id) => id !== "")
}
