import { useEffect, useRef } from "react"

/**
 * On each route change (path, not query): scroll to the top — instantly on a map view, smoothly
 * elsewhere (spec 2.3) — and move focus to the main content so screen readers start on the new
 * page. Nothing happens on the first render.
 */
export function useRouteChange(pathname: string, mapView: boolean, mainId: string): void {
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: mapView ? "instant" : "smooth" })
    document.getElementById(mainId)?.focus({ preventScroll: true })
  }, [pathname, mapView, mainId])
}
