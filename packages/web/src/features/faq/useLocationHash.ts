import { useEffect, useState } from "react"

const currentHash = () => decodeURIComponent(window.location.hash.replace(/^#/, ""))

/** The URL's fragment without `#`, kept current as links within the page change it. */
export function useLocationHash(): string {
  const [hash, setHash] = useState(currentHash)
  useEffect(() => {
    const update = () => setHash(currentHash())
    window.addEventListener("hashchange", update)
    return () => window.removeEventListener("hashchange", update)
  }, [])
  return hash
}
