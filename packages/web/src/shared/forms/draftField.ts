/** A wizard's events about one text field of its draft. */
export type DraftFieldEvent<Field extends string> =
  | { readonly type: "CHANGE"; readonly field: Field; readonly value: string }
  | { readonly type: "CLEAR_ERROR"; readonly field: Field }

/** What a wizard's step reads a text field of the draft from. */
export interface DraftFieldSource<Field extends string> {
  readonly context: { readonly draft: Readonly<Record<Field, string>>; readonly errors: Readonly<Partial<Record<Field, string>>> }
  readonly send: (event: DraftFieldEvent<Field>) => void
}

/** The props of a text field of a wizard's draft: its value, its message and the events it sends. */
export function draftField<Field extends string>({ context, send }: DraftFieldSource<Field>, field: Field) {
  return {
    name: field,
    value: context.draft[field],
    error: context.errors[field],
    onChange: (event: { readonly target: { readonly value: string } }) => send({ type: "CHANGE", field, value: event.target.value }),
    onClearError: () => send({ type: "CLEAR_ERROR", field })
  }
}
