import { useCallback, useState } from "react"

/** Message keys shown under form fields, by field name. */
export type FieldErrors = Readonly<Record<string, string | undefined>>

/**
 * Errors shown under each field (spec 8.1): set them from client validation or from the server's
 * `data.error.schema`; a field's error is cleared when the field is clicked or edited.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  const clear = useCallback((field: string) => {
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }))
  }, [])
  const hasErrors = Object.values(errors).some((message) => message !== undefined)
  return { errors, setErrors, clear, hasErrors }
}
