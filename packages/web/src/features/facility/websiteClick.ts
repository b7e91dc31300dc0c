import { sendInsightBeacon } from "@pociecha/core"

/**
 * Counts a click on the facility's website for its owner's dashboard (issue 20): the facility
 * and the kind, nothing about who clicked. Without `sendBeacon` the click is simply not counted.
 */
export function reportWebsiteClick(facilityId: number): void {
  if (typeof navigator.sendBeacon !== "function") return
  sendInsightBeacon((url, body) => navigator.sendBeacon(url, body), "", { facility_id: facilityId, kind: "website_click" })
}
