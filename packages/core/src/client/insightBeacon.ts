import type { InsightEventPayload } from "../api/insights"
import type { paths } from "./openapi/paths"

const INSIGHT_EVENT_PATH = "/api/v1/insights/event" satisfies keyof paths

/**
 * Reports an event only the browser sees (a click on the facility's website, issue 20) through
 * `send` — the browser's `navigator.sendBeacon`, which delivers it even as the page is left and
 * sends no credentials the server would look at. The payload names the facility and the kind,
 * nothing about who clicked. False when the browser would not queue it: a lost click is fine.
 */
export function sendInsightBeacon(
  send: (url: string, body: Blob) => boolean,
  baseUrl: string,
  payload: InsightEventPayload
): boolean {
  return send(`${baseUrl}${INSIGHT_EVENT_PATH}`, new Blob([JSON.stringify(payload)], { type: "application/json" }))
}
