import type { FormErrors } from "@pociecha/core"

/** The first message key of each failing field: what the form shows under the field. */
export function firstMessages(errors: FormErrors): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [field, keys] of Object.entries(errors)) {
    const first = keys[0]
    if (first !== undefined) result[field] = first
  }
  return result
}

/** Moves focus to the first invalid field once React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
