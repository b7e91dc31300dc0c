import type { FieldErrors } from "./form.machine"

/** The messages without one field's: the field was changed or clicked (spec 8.1). */
export function withoutMessage<Errors extends FieldErrors<string>>(errors: Errors, field: keyof Errors & string): Errors {
  // Only leaves a key out, so the record keeps its own type.
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field)) as Errors
}
