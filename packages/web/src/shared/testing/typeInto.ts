import { act } from "react"

/**
 * Sets a text field's value as typing does: through the element's native value setter, which
 * React watches, then an input event.
 */
export async function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, value)
    field.dispatchEvent(new Event("input", { bubbles: true }))
  })
}
