/**
 * What describes a form control to a screen reader — its message and hint, the elements its
 * `aria-describedby` names — as one text: how a test reads a field's error without its markup.
 */
export const descriptionOf = (control: Element): string =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? "")
    .join(" ")

/** The messages of every control in `scope` marked invalid (`aria-invalid`), in document order. */
export const invalidFieldMessages = (scope: ParentNode = document): string[] =>
  [...scope.querySelectorAll('[aria-invalid="true"]')].map(descriptionOf)
