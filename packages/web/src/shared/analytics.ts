import { useEffect } from "react"

/** The DOM event analytics listeners subscribe to; no third-party script is loaded. */
export const ANALYTICS_EVENT = "pociecha:analytics"

export interface AnalyticsDetail {
  readonly name: string
  readonly [field: string]: unknown
}

/** Dispatches an analytics event on window: `window.addEventListener("pociecha:analytics", …)`. */
export function track(name: string, fields: Readonly<Record<string, unknown>> = {}): void {
  window.dispatchEvent(new CustomEvent<AnalyticsDetail>(ANALYTICS_EVENT, { detail: { ...fields, name } }))
}

/** The scroll depth the spec reports (2.3): 90% of the page. */
export const SCROLL_DEPTH_THRESHOLD = 0.9

/** Whether the bottom of the viewport has reached `threshold` of the document's height. */
export function scrollDepthReached(scrollY: number, viewportHeight: number, documentHeight: number, threshold = SCROLL_DEPTH_THRESHOLD): boolean {
  if (documentHeight <= 0) return false
  return (scrollY + viewportHeight) / documentHeight >= threshold
}

/**
 * Fires `scroll_depth` once per page (per `pageKey`, e.g. the path) when the user scrolls to 90%.
 * Only scrolling counts, so a page still loading its content does not fire by being short.
 */
export function useScrollDepth(pageKey: string): void {
  useEffect(() => {
    let fired = false
    let frame = 0
    const check = () => {
      frame = 0
      const root = document.documentElement
      if (!fired && scrollDepthReached(window.scrollY, window.innerHeight, root.scrollHeight)) {
        fired = true
        track("scroll_depth", { depth: SCROLL_DEPTH_THRESHOLD * 100, path: pageKey })
        window.removeEventListener("scroll", onScroll)
      }
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check)
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [pageKey])
}
