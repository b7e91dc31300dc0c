import { useEffect, useRef, type ReactNode } from "react"

interface MachineFormProps {
  readonly form: { readonly pending: boolean; readonly rejections: number; readonly submit: () => void }
  readonly children: ReactNode
}

/**
 * The <form> of a core form machine: submitting sends SUBMIT (the browser's own checks are off,
 * core's apply), it is busy while pending, and each rejected submit moves focus to the first
 * invalid field, so keyboard and screen-reader users land on what to fix.
 */
export function MachineForm({ form, children }: MachineFormProps) {
  const element = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (form.rejections > 0) element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form.rejections])
  return (
    <form
      ref={element}
      noValidate
      aria-busy={form.pending}
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      {children}
    </form>
  )
}
