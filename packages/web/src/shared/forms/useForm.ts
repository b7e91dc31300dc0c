import type { FormMachine } from "@pociecha/core"
import { useActor } from "@xstate/react"
import type { ChangeEvent } from "react"
import { currentLanguage } from "../i18n"
import { useQueriesStale } from "../session/useQueriesStale"
import { useToasts } from "./useToasts"

/** What a page reads from, and sends to, one of core's form machines. */
export interface FormHandle<Field extends string, Result> {
  readonly values: Readonly<Record<Field, string>>
  readonly errors: Readonly<Partial<Record<Field, string>>>
  /** The form's own message key, or null. */
  readonly formError: string | null
  /** The checks or the call are running. */
  readonly pending: boolean
  /** Counts the submits that ended with messages under fields (focus goes to the first each time). */
  readonly rejections: number
  readonly showPassword: boolean
  readonly strength: { readonly score: 0 | 1 | 2 | 3 | 4 } | null
  /** What the call answered, once the form is done; null before. */
  readonly result: Result | null
  readonly submit: () => void
  readonly togglePassword: () => void
  /** Sets a field's value from a control that is not a text input (a choice, a picker). */
  readonly change: (name: Field, value: string) => void
  /** Clears a field's message (the field was clicked, spec 8.1). */
  readonly clearError: (name: Field) => void
  /** The props of a TextField for a field: its value, its message and the events it sends. */
  readonly field: (name: Field) => {
    readonly name: string
    readonly value: string
    readonly error: string | undefined
    readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
    readonly onClearError: () => void
  }
}

/**
 * Runs one of core's form machines for a page (its calls already provided): the page renders
 * what this gives and sends the events; the toasts the form asks for are shown here.
 */
export function useForm<Field extends string, Input, Payload, Output, Result>(
  machine: FormMachine<Field, Input, Payload, Output, Result>,
  { ns, input }: { readonly ns: string; readonly input?: Input }
): FormHandle<Field, Result> {
  // xstate cannot tell whether a generic machine's input is required; the caller's type says it.
  const [snapshot, send, actor] = useActor(machine, (input === undefined ? {} : { input }) as never)
  useToasts(actor, ns)
  useQueriesStale(actor)
  const { context } = snapshot
  return {
    values: context.values,
    errors: context.errors,
    formError: context.formError,
    pending: snapshot.matches("checking") || snapshot.matches("sending"),
    rejections: context.rejections,
    showPassword: context.showPassword,
    strength: context.strength,
    result: context.result,
    submit: () => send({ type: "SUBMIT", language: currentLanguage() }),
    togglePassword: () => send({ type: "TOGGLE_PASSWORD" }),
    change: (name, value) => send({ type: "CHANGE", field: name, value }),
    clearError: (name) => send({ type: "CLEAR_ERROR", field: name }),
    field: (name) => ({
      name,
      value: context.values[name],
      error: context.errors[name],
      onChange: (event) => send({ type: "CHANGE", field: name, value: event.target.value }),
      onClearError: () => send({ type: "CLEAR_ERROR", field: name })
    })
  }
}
