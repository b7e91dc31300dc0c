/**
 * Shows a phone number in groups of 3 digits (spec 3.2, 9). A leading Polish country code `+48`
 * stays a group of its own; another leading `+` is kept in front of the first group. Anything
 * that is not a digit is dropped; no digits gives `""`.
 * @example formatPhone("+48123456789") // "+48 123 456 789"
 */
export function formatPhone(phone: string | null | undefined): string {
  const trimmed = (phone ?? "").trim()
  let digits = trimmed.replace(/\D/g, "")
  if (digits === "") return ""
  let prefix = ""
  if (trimmed.startsWith("+48")) {
    prefix = "+48"
    digits = digits.slice(2)
  } else if (trimmed.startsWith("+")) {
    prefix = "+"
  }
  const groups = (digits.match(/\d{1,3}/g) ?? []).join(" ")
  if (prefix === "+48") return groups === "" ? prefix : `${prefix} ${groups}`
  return `${prefix}${groups}`
}
