import { useEffect, useEffectEvent } from "react"

/**
 * Calls `onSaved` once the form's machine has its result: a saved support form closes its panel
 * (or moves on to the next item). The callback may change between renders; the latest one runs.
 */
export function useWhenSaved(saved: boolean, onSaved: () => void) {
  const settle = useEffectEvent(onSaved)
  useEffect(() => {
    if (saved) settle()
  }, [saved])
}
