import { useEffect } from "react"

/** Goes back one entry in the history once shown: a page the person may not see sends them back where they came from. */
export function GoBack() {
  useEffect(() => window.history.back(), [])
  return null
}
